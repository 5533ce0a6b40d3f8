"""BuiltinMemoryProvider over a real MemoryStore, routed and mirrored by the manager."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from providers_testkit import Recorder

from hermes_memory.config import save_raw_config
from hermes_memory.curated.store import MemoryStore
from hermes_memory.providers.builtin import BuiltinMemoryProvider
from hermes_memory.providers.manager import MemoryManager
from hermes_memory.providers.mirror import build_write_metadata
from hermes_memory.tools.memory import MEMORY_SCHEMA


def setup(home: Path) -> tuple[MemoryManager, BuiltinMemoryProvider, Recorder]:
    store = MemoryStore(home=home)
    store.load_from_disk()
    builtin, ext = BuiltinMemoryProvider(store), Recorder("ext")
    manager = MemoryManager()
    manager.add_provider(builtin)
    manager.add_provider(ext)
    return manager, builtin, ext


def writes(ext: Recorder) -> list[tuple[tuple[Any, ...], dict[str, Any]]]:
    return ext.hooks("on_memory_write")


def test_contract(hermes_home: Path) -> None:
    manager, builtin, _ = setup(hermes_home)
    assert builtin.name == "builtin" and builtin.is_available()
    assert builtin.get_tool_schemas() == [MEMORY_SCHEMA]
    assert manager.has_tool("memory")
    assert builtin.prefetch("anything") == "" and builtin.system_prompt_block() == ""
    assert manager.build_system_prompt() == ""
    assert manager.prefetch_all("what do you remember?") == ""


def test_memory_tool_writes_the_file_and_is_mirrored_with_metadata(hermes_home: Path) -> None:
    manager, builtin, ext = setup(hermes_home)
    manager.write_metadata = lambda: build_write_metadata(session_id="s1", tool_call_id="c1")
    result = json.loads(
        manager.handle_tool_call(
            "memory", {"action": "add", "target": "user", "content": "Prefers tea", "junk": 1}
        )
    )
    assert result["success"] is True
    assert "Prefers tea" in (hermes_home / "memories" / "USER.md").read_text()
    assert builtin.store is not None and builtin.store.user_entries == ["Prefers tea"]
    assert writes(ext) == [
        (
            ("add", "user", "Prefers tea"),
            {
                "metadata": {
                    "write_origin": "assistant_tool",
                    "execution_context": "foreground",
                    "session_id": "s1",
                    "platform": "cli",
                    "tool_name": "memory",
                    "tool_call_id": "c1",
                }
            },
        )
    ]

    manager.handle_tool_call(
        "memory",
        {"action": "replace", "target": "user", "old_text": "tea", "content": "Prefers mint"},
        build_metadata=dict,
    )
    (args, kwargs) = writes(ext)[-1]
    assert args == ("replace", "user", "Prefers mint")
    assert kwargs["metadata"] == {"old_text": "tea", "previous_content": "Prefers tea"}


def test_failed_calls_are_not_mirrored(hermes_home: Path) -> None:
    manager, _, ext = setup(hermes_home)
    out = json.loads(manager.handle_tool_call("memory", {"action": "remove", "old_text": "zzz"}))
    assert out["success"] is False
    out = json.loads(manager.handle_tool_call("memory", {"action": "dance"}))
    assert out["success"] is False
    assert writes(ext) == []


def test_batch_is_mirrored_per_operation(hermes_home: Path) -> None:
    manager, _, ext = setup(hermes_home)
    manager.handle_tool_call("memory", {"action": "add", "content": "Deploys on Fridays"})
    ops = [
        {"action": "add", "content": "Uses Postgres 16"},
        {"action": "replace", "old_text": "Fridays", "content": "Deploys on Mondays"},
    ]
    out = json.loads(manager.handle_tool_call("memory", {"operations": ops}))
    assert out["success"] is True, out
    assert [a for a, _ in writes(ext)][1:] == [
        ("add", "memory", "Uses Postgres 16"),
        ("replace", "memory", "Deploys on Mondays"),
    ]
    assert writes(ext)[-1][1]["metadata"]["previous_content"] == "Deploys on Fridays"


def test_staged_writes_are_not_mirrored(hermes_home: Path) -> None:
    manager, _, ext = setup(hermes_home)
    out = json.loads(
        manager.handle_tool_call(
            "memory", {"action": "add", "content": "needs approval"}, write_approval=True
        )
    )
    assert out.get("staged") is True, out
    assert writes(ext) == []


def test_store_built_at_initialize_from_config(hermes_home: Path) -> None:
    save_raw_config({"memory": {"user_profile_enabled": False}}, hermes_home)
    builtin = BuiltinMemoryProvider()
    manager = MemoryManager()
    manager.add_provider(builtin)
    manager.initialize_all("s1")
    assert builtin.store is not None and not builtin.store.user_profile_enabled
    (schema,) = builtin.get_tool_schemas()
    assert schema["parameters"]["properties"]["target"]["enum"] == ["memory"]
    out = json.loads(manager.handle_tool_call("memory", {"action": "add", "content": "x"}))
    assert out["success"] is True


def test_builtin_args_are_not_redacted_but_the_mirror_is(hermes_home: Path) -> None:
    manager, builtin, ext = setup(hermes_home)
    manager.handle_tool_call(
        "memory",
        {"action": "add", "content": "CI uses GITHUB_TOKEN=ghp_abcdefghijklmnopqrstuvwxyz01"},
    )
    assert builtin.store is not None
    assert "ghp_abcdefghijklmnopqrstuvwxyz01" in builtin.store.memory_entries[0]
    assert writes(ext)[0][0][2] == "CI uses GITHUB_TOKEN=[redacted]"


def test_unknown_tool_on_the_builtin(hermes_home: Path) -> None:
    _, builtin, _ = setup(hermes_home)
    with pytest.raises(NotImplementedError, match="does not handle tool other"):
        builtin.handle_tool_call("other", {})
