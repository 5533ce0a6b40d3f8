"""MEMORY_SCHEMA: backend-safe shape, compact size, required guidance, narrowing."""

from __future__ import annotations

import json

from hermes_memory.tools.memory import MEMORY_SCHEMA, memory_schema_for


def test_shape_is_backend_safe() -> None:
    assert MEMORY_SCHEMA["name"] == "memory"
    params = MEMORY_SCHEMA["parameters"]
    assert params["type"] == "object" and params["required"] == ["target"]
    for forbidden in ("allOf", "anyOf", "oneOf", "enum", "not"):
        assert forbidden not in params
    props = params["properties"]
    assert props["action"]["enum"] == ["add", "replace", "remove"]
    assert props["target"]["enum"] == ["memory", "user"]
    assert {"content", "old_text", "new_text", "operations"} <= set(props)
    item = props["operations"]["items"]
    assert item["required"] == ["action"]
    assert set(item["properties"]) == {"action", "content", "new_text", "old_text"}


def test_compact_and_serialisable() -> None:
    assert len(json.dumps(MEMORY_SCHEMA)) < 2300


def test_description_carries_the_guidance() -> None:
    text = MEMORY_SCHEMA["description"]
    for words in (
        "operations",
        "atomically",
        "session_search",
        "task progress",
        "procedures belong in a skill",
        "declarative facts",
        "skill_manage",
        "TARGETS",
        "IF FULL",
    ):
        assert words in text, words


def test_narrowing() -> None:
    assert memory_schema_for(True, True) == MEMORY_SCHEMA
    assert memory_schema_for(False, False) is None
    user_only = memory_schema_for(False, True)
    assert user_only is not None
    target = user_only["parameters"]["properties"]["target"]
    assert target["enum"] == ["user"] and "only enabled" in target["description"]
    assert "target='user'" in user_only["description"]
    assert "memory = your own notes" not in user_only["description"]
    memory_only = memory_schema_for(True, False)
    assert memory_only is not None
    assert memory_only["parameters"]["properties"]["target"]["enum"] == ["memory"]
    assert MEMORY_SCHEMA["parameters"]["properties"]["target"]["enum"] == ["memory", "user"]
    assert len(json.dumps(user_only)) < 2300
