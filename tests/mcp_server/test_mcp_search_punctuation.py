"""Punctuation in ``session_search`` queries over MCP (the SDK's in-process client): a
question finds its own sentence, CJK punctuation is dropped, punctuation alone is explained
as nothing to search for, and no raw FTS5 error reaches the model."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import anyio
from mcp import Client

from hermes_memory.mcp_server.server import build_server
from hermes_memory.mcp_server.service import MemoryService

QUESTION = "How do I deploy the billing API to staging?"


def test_punctuation_over_mcp(hermes_home: Path) -> None:
    replies: dict[str, dict[str, Any]] = {}

    async def scenario(service: MemoryService) -> None:
        async with Client(build_server(service)) as client:
            for query in (QUESTION, "通信？", "「世界」", "???", "#", "a AND OR b"):
                reply = await client.call_tool("session_search", {"query": query})
                assert not reply.is_error
                text = reply.content[0].text  # type: ignore[union-attr]
                assert "fts5:" not in text.lower() and "syntax error" not in text.lower()
                replies[query] = json.loads(text)

    with MemoryService.open(hermes_home) as service:
        service.db.create_session("old", "cli", started_at=1000.0)
        asked = service.db.append_message("old", "user", QUESTION, timestamp=1001.0)
        service.db.create_session("cjk", "telegram", started_at=2000.0)
        tong = service.db.append_message("cjk", "user", "通信协议和世界", timestamp=2001.0)
        anyio.run(scenario, service)

    assert replies[QUESTION]["results"][0]["match_message_id"] == asked
    assert "fallback_match" not in replies[QUESTION]["results"][0]
    for query in ("通信？", "「世界」"):
        assert [r["match_message_id"] for r in replies[query]["results"]] == [tong]
    for query in ("???", "#"):
        assert replies[query]["count"] == 0 and replies[query]["reason"] == "empty_query"
    assert replies["a AND OR b"]["reason"] == "syntax_error"
    assert "could not be read as a search" in replies["a AND OR b"]["message"]
