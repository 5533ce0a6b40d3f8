"""The MCP server's ``session_search`` takes the new arguments through a real MCP client
session: ``after``/``before``/``source`` and a time phrase limit the search, and
``summarize`` without a configured model answers with the raw result and a note."""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import anyio
from mcp import Client

from hermes_memory.mcp_server.server import build_server
from hermes_memory.mcp_server.service import MemoryService
from hermes_memory.sessions.store import SessionDB


def seed(home: Path) -> None:
    db = SessionDB(home / "state.db")
    today = datetime.now().replace(hour=0, minute=0, second=0, microsecond=0)
    old = (today - timedelta(days=400)).timestamp()
    recent = (today - timedelta(days=1)).timestamp() + 3600
    for sid, source, start in (("old", "cli", old), ("recent", "telegram", recent)):
        db.create_session(sid, source, started_at=start)
        db.append_messages(
            sid, [{"role": "user", "content": "the nightly backup job", "timestamp": start}]
        )
    db.close()


def run(home: Path, calls: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []

    async def scenario() -> None:
        with MemoryService.open(home) as service:
            async with Client(build_server(service)) as client:
                tools = {t.name: t for t in (await client.list_tools()).tools}
                props = tools["session_search"].input_schema["properties"]
                assert {"after", "before", "source", "summarize"} <= set(props)
                for args in calls:
                    result = await client.call_tool("session_search", args)
                    out.append(json.loads(result.content[0].text))  # type: ignore[union-attr]

    anyio.run(scenario)
    return out


def test_filters_phrases_and_summary_fallback_over_mcp(hermes_home: Path) -> None:
    seed(hermes_home)
    dated, phrase, sourced, summarized = run(
        hermes_home,
        [
            {"query": "backup", "before": (datetime.now() - timedelta(days=30)).date().isoformat()},
            {"query": "backup yesterday"},
            {"query": "backup", "source": "telegram"},
            {"query": "backup", "summarize": True, "limit": 5},
        ],
    )
    assert [r["session_id"] for r in dated["results"]] == ["old"]
    assert [r["session_id"] for r in phrase["results"]] == ["recent"]
    assert phrase["time_window"]["phrase"] == "yesterday"
    assert [r["session_id"] for r in sourced["results"]] == ["recent"]
    assert summarized["count"] == 2 and "no summary model" in summarized["summaries"]["note"]
