"""A broken config.yaml reaches the agent as an error, never as silently guessed defaults.

The runtime refuses to start (nothing opened or created); a memory tool call that must read
the file (``memory.write_approval``) returns the error as the tool's JSON and writes nothing.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hermes_memory.curated.store import MemoryStore
from hermes_memory.errors import ConfigError
from hermes_memory.runtime import MemoryRuntime
from hermes_memory.tools.memory import memory_tool


def test_the_runtime_refuses_to_start(hermes_home: Path) -> None:
    path = hermes_home / "config.yaml"
    path.write_text("memory:\n  user_profile_enabled: nope\n", encoding="utf-8")
    with pytest.raises(ConfigError) as caught:
        MemoryRuntime(hermes_home, load_provider=False)
    assert str(caught.value).startswith(f"{path}, line 2: memory.user_profile_enabled")
    assert not (hermes_home / "state.db").exists()


def test_the_memory_tool_returns_the_error_as_json(hermes_home: Path) -> None:
    store = MemoryStore.from_config(hermes_home)  # the file was fine when the agent started
    path = hermes_home / "config.yaml"
    path.write_text("memory:\n  write_approval: [yes\n", encoding="utf-8")  # then broken
    result = json.loads(memory_tool(action="add", content="User likes tea", store=store))
    assert result["success"] is False
    assert result["error"].startswith(f"{path}, line 3: not valid YAML")
    assert not (hermes_home / "memories" / "MEMORY.md").exists()
    assert not (hermes_home / "pending").exists()
