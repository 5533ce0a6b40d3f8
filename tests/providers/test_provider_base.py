"""The MemoryProvider contract, RecallStatus and is_trivial_prompt (spec §2)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from hermes_memory.providers.base import (
    INDICATOR_GLYPH,
    PRE_COMPRESS_CHECKPOINT_API_VERSION,
    MemoryProvider,
    RecallStatus,
    is_trivial_prompt,
)


class Minimal(MemoryProvider):
    @property
    def name(self) -> str:
        return "minimal"

    def is_available(self) -> bool:
        return True

    def initialize(self, session_id: str, **kwargs: Any) -> None:
        self.init = (session_id, kwargs)

    def get_tool_schemas(self) -> list[dict[str, Any]]:
        return []


def test_abc_cannot_be_instantiated_and_abstract_members_are_the_four() -> None:
    with pytest.raises(TypeError):
        MemoryProvider()  # type: ignore[abstract]
    assert MemoryProvider.__abstractmethods__ == {
        "name",
        "is_available",
        "initialize",
        "get_tool_schemas",
    }


def test_defaults() -> None:
    p = Minimal()
    assert p.system_prompt_block() == ""
    assert p.prefetch("q", session_id="s") == ""
    assert p.queue_prefetch("q") is None
    assert p.recall_status() is None
    assert p.sync_turn("u", "a", session_id="s", messages=[]) is None
    assert p.on_pre_compress([]) == ""
    assert p.on_memory_write("add", "memory", "x", metadata=None) is None
    assert p.on_session_switch("s2", parent_session_id="s1", reset=True, rewound=True, x=1) is None
    assert p.on_turn_start(1, "m", model="x") is None
    assert p.on_delegation("t", "r", child_session_id="c") is None
    assert p.get_config_schema() == [] and p.backup_paths() == []
    assert p.unavailable_reason() == ""
    assert p.save_config({}, "/tmp") is None
    assert p.shutdown() is None
    assert p.pre_compress_checkpoint_api_version == 1
    assert PRE_COMPRESS_CHECKPOINT_API_VERSION == 2
    with pytest.raises(NotImplementedError, match="Provider minimal does not handle tool x"):
        p.handle_tool_call("x", {})
    p.initialize_for_inspection("s1", hermes_home="/h")
    assert p.init == ("s1", {"hermes_home": "/h"})


def test_recall_status() -> None:
    status = RecallStatus("Mem", 2)
    assert status.glyph == INDICATOR_GLYPH == "🧠"
    with pytest.raises(dataclasses.FrozenInstanceError):
        status.count = 3  # type: ignore[misc]


@pytest.mark.parametrize(
    "text",
    [
        None,
        "",
        "   ",
        "/help",
        "  /reset now",
        "ok",
        "OK!!",
        "Thanks 👍",
        "thank you :)",
        "go ahead.",
        "lgtm",
        "k",
        "Yes!",
        "sure...",
        "nope",
        "Hello?",
        "do it!",
        "got it 🙏",
    ],
)
def test_trivial(text: str | None) -> None:
    assert is_trivial_prompt(text)


@pytest.mark.parametrize(
    "text",
    [
        "k8s",
        "yolo",
        "note",
        "supper",
        "hind",
        "hive",
        "hello world",
        "ok so what's next",
        "thanks for the help with postgres",
        "continue the migration",
        "no2",
        "done? what now",
    ],
)
def test_not_trivial(text: str) -> None:
    assert not is_trivial_prompt(text)
