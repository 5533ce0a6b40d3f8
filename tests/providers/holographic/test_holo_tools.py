"""The fact_store and fact_feedback tools: every action, every result shape, every error."""

from __future__ import annotations

import json
from typing import Any

import pytest

from hermes_memory.providers.bundled.holographic.retrieval import FactRetriever
from hermes_memory.providers.bundled.holographic.store import FactStore
from hermes_memory.providers.bundled.holographic.tools import (
    FACT_FEEDBACK_SCHEMA,
    FACT_STORE_SCHEMA,
    FactToolHandler,
)


@pytest.fixture
def handler(store: FactStore, retriever: FactRetriever) -> FactToolHandler:
    return FactToolHandler(store, retriever, min_trust=0.3)


def call(handler: FactToolHandler, tool: str, **args: Any) -> Any:
    raw = handler.handle(tool, args)
    assert isinstance(raw, str)
    return json.loads(raw)


def fact(handler: FactToolHandler, **args: Any) -> Any:
    return call(handler, "fact_store", **args)


def test_schemas() -> None:
    assert FACT_STORE_SCHEMA["name"] == "fact_store"
    params = FACT_STORE_SCHEMA["parameters"]
    assert params["required"] == ["action"]
    assert params["properties"]["action"]["enum"] == [
        "add", "search", "probe", "related", "reason", "contradict", "update", "remove", "list",
    ]  # fmt: skip
    assert params["properties"]["category"]["enum"] == ["user_pref", "project", "tool", "general"]
    assert params["properties"]["entities"]["type"] == "array"
    description = FACT_STORE_SCHEMA["description"]
    assert "`memory`" in description and "probe or reason" in description
    assert FACT_FEEDBACK_SCHEMA["parameters"]["required"] == ["action", "fact_id"]
    assert FACT_FEEDBACK_SCHEMA["parameters"]["properties"]["action"]["enum"] == [
        "helpful",
        "unhelpful",
    ]


def test_add_and_duplicate(handler: FactToolHandler, store: FactStore) -> None:
    assert fact(handler, action="add", content="Jane Doe uses Neovim", category="user_pref") == {
        "fact_id": 1,
        "status": "added",
    }
    assert fact(handler, action="add", content="Jane Doe uses Neovim") == {
        "fact_id": 1,
        "status": "added",
    }
    assert fact(handler, action="add", content="Tagged", tags="a,b", category=None)["fact_id"] == 2
    stored = store.get_fact(2)
    assert stored is not None
    assert (stored["category"], stored["tags"]) == ("general", "a,b")


def test_search_probe_related_reason_contradict(handler: FactToolHandler) -> None:
    fact(handler, action="add", content="Project Falcon uses Postgres for storage")
    fact(handler, action="add", content="Project Falcon migrated everything to MongoDB")
    fact(handler, action="add", content="Jane Doe leads Project Falcon")
    found = fact(handler, action="search", query="postgres")
    assert found["count"] == 1
    assert found["results"][0]["content"] == "Project Falcon uses Postgres for storage"
    assert fact(handler, action="search", query="postgres", min_trust=0.9) == {
        "results": [],
        "count": 0,
    }
    assert fact(handler, action="probe", entity="project falcon")["count"] == 3
    assert fact(handler, action="probe", entity="project falcon", limit=2)["count"] == 2
    related = fact(handler, action="related", entity="Jane Doe")
    assert related["count"] == 2
    assert fact(handler, action="reason", entities=["Jane Doe", "Project Falcon"])["count"] == 1
    assert fact(handler, action="reason", entities="Jane Doe")["count"] == 1
    contradictions = fact(handler, action="contradict")
    assert contradictions["count"] == len(contradictions["results"]) >= 1


def test_update_remove_list(handler: FactToolHandler) -> None:
    fact(handler, action="add", content="Shell is bash")
    assert fact(handler, action="update", fact_id=1, content="Shell is zsh", trust_delta=0.2) == {
        "updated": True
    }
    assert fact(handler, action="update", fact_id="1", tags="shell", category="tool") == {
        "updated": True
    }
    assert fact(handler, action="update", fact_id=99, content="x") == {"updated": False}
    listed = fact(handler, action="list")
    assert listed["count"] == 1
    assert listed["facts"][0]["content"] == "Shell is zsh"
    assert listed["facts"][0]["trust_score"] == 0.7
    assert listed["facts"][0]["category"] == "tool"
    fact(handler, action="update", fact_id=1, trust_delta=-0.65)
    assert fact(handler, action="list")["count"] == 1  # list defaults to min_trust 0.0
    assert fact(handler, action="list", min_trust=0.3)["count"] == 0
    assert fact(handler, action="list", category="general")["count"] == 0
    assert fact(handler, action="remove", fact_id=1) == {"removed": True}
    assert fact(handler, action="remove", fact_id=1) == {"removed": False}


@pytest.mark.parametrize(
    ("args", "error"),
    [
        ({}, "Missing required argument: 'action'"),
        ({"action": "add"}, "Missing required argument: 'content'"),
        ({"action": "add", "content": "  "}, "content must not be empty"),
        ({"action": "search"}, "Missing required argument: 'query'"),
        ({"action": "probe"}, "Missing required argument: 'entity'"),
        ({"action": "related"}, "Missing required argument: 'entity'"),
        ({"action": "reason"}, "reason requires 'entities' list"),
        ({"action": "reason", "entities": []}, "reason requires 'entities' list"),
        ({"action": "update"}, "Missing required argument: 'fact_id'"),
        ({"action": "remove"}, "Missing required argument: 'fact_id'"),
        ({"action": "remove", "fact_id": "abc"}, "invalid literal for int() with base 10: 'abc'"),
        ({"action": "list", "limit": "many"}, "invalid literal for int() with base 10: 'many'"),
        ({"action": "bogus"}, "Unknown action: bogus"),
    ],
)  # fmt: skip
def test_fact_store_errors(handler: FactToolHandler, args: dict[str, Any], error: str) -> None:
    assert call(handler, "fact_store", **args) == {"error": error}


def test_update_to_existing_content_is_an_error(handler: FactToolHandler) -> None:
    fact(handler, action="add", content="one")
    fact(handler, action="add", content="two")
    result = fact(handler, action="update", fact_id=1, content="two")
    assert result == {"error": "fact 2 already has this content; remove one instead"}


def test_feedback(handler: FactToolHandler) -> None:
    fact(handler, action="add", content="Rated fact")
    assert call(handler, "fact_feedback", action="helpful", fact_id=1) == {
        "fact_id": 1,
        "old_trust": 0.5,
        "new_trust": 0.55,
        "helpful_count": 1,
    }
    assert call(handler, "fact_feedback", action="unhelpful", fact_id=1) == {
        "fact_id": 1,
        "old_trust": 0.55,
        "new_trust": 0.45,
        "helpful_count": 1,
    }


@pytest.mark.parametrize(
    ("args", "error"),
    [
        ({"action": "helpful", "fact_id": 99}, "Missing required argument: 'fact_id 99 not found'"),
        ({"action": "helpful"}, "Missing required argument: 'fact_id'"),
        ({"fact_id": 1}, "Missing required argument: 'action'"),
        ({"action": "great", "fact_id": 1}, "Unknown action: great"),
    ],
)
def test_feedback_errors(handler: FactToolHandler, args: dict[str, Any], error: str) -> None:
    assert call(handler, "fact_feedback", **args) == {"error": error}


def test_unknown_tool_and_non_mapping_args(handler: FactToolHandler) -> None:
    assert call(handler, "fact_forget") == {"error": "Unknown tool: fact_forget"}
    assert json.loads(handler.handle("fact_store", None)) == {
        "error": "Missing required argument: 'action'"
    }
