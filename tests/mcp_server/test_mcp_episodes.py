"""The MCP server's ``episodes_search`` tool through a real MCP client session (in process):
it is listed with its schema, finds a recorded episode by the words of its task, answers
an explained empty result for a query of punctuation, and refuses bad arguments as JSON."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import anyio
from mcp import Client

from hermes_memory import Episode, EpisodicMemoryStore, SessionDB
from hermes_memory.mcp_server.server import build_server
from hermes_memory.mcp_server.service import MemoryService
from hermes_memory.tools.episodes_search import episodes_search


def _payload(result: Any) -> dict[str, Any]:
    assert len(result.content) == 1
    data = json.loads(result.content[0].text)
    assert isinstance(data, dict)
    return data


def _record(home: Path) -> None:
    with SessionDB(home / "state.db") as db:
        db.create_session("pg", "cli", started_at=1_700_000_000.0)
        db.append_message("pg", "user", "Upgrade postgres to version 16 on the db host")
        db.append_message("pg", "assistant", "Postgres 16 is up. Data intact.")
        with EpisodicMemoryStore(db=db) as store:
            store.save_episode(store.build_episode("pg"))
            store.save_episode(
                Episode(
                    "css",
                    datetime(2026, 1, 1, tzinfo=UTC),
                    "Fix the flexbox layout of the landing page",
                    success=False,
                    error_encountered="items overflow on narrow screens",
                    error_resolution="set min-width: 0 on the children",
                )
            )


def test_episodes_search_over_a_real_mcp_session(hermes_home: Path) -> None:
    _record(hermes_home)
    seen: dict[str, Any] = {}

    async def scenario(service: MemoryService) -> None:
        async with Client(build_server(service)) as client:
            tools = {t.name: t for t in (await client.list_tools()).tools}
            seen["schema"] = tools["episodes_search"].input_schema
            hit = await client.call_tool("episodes_search", {"query": "postgres upgrade"})
            seen["hit"] = (hit.is_error, _payload(hit))
            pitfall = await client.call_tool("episodes_search", {"query": "flexbox", "top_k": 1})
            seen["pitfall"] = _payload(pitfall)
            stars = await client.call_tool("episodes_search", {"query": "***"})
            seen["stars"] = (stars.is_error, _payload(stars))
            bad = await client.call_tool("episodes_search", {"query": "x", "top_k": 0})
            seen["bad"] = (bad.is_error, _payload(bad))
            missing = await client.call_tool("episodes_search", {})
            seen["missing"] = (missing.is_error, _payload(missing))

    with MemoryService.open(hermes_home) as service:
        anyio.run(scenario, service)

    assert seen["schema"]["required"] == ["query"]
    assert set(seen["schema"]["properties"]) == {"query", "top_k"}
    is_error, hit = seen["hit"]
    assert not is_error and hit["success"] is True
    assert [r["session_id"] for r in hit["results"]] == ["pg"]
    assert hit["results"][0]["outcome"] == "successful"
    assert hit["results"][0]["key_result"] == "Postgres 16 is up."
    pitfall = seen["pitfall"]["results"][0]
    assert pitfall["outcome"] == "failed but resolved"
    assert pitfall["error_resolution"] == "set min-width: 0 on the children"
    is_error, stars = seen["stars"]
    assert not is_error and stars["results"] == [] and "no searchable words" in stars["message"]
    is_error, bad = seen["bad"]
    assert is_error and "top_k" in bad["error"]
    is_error, missing = seen["missing"]
    assert is_error and "query is required" in missing["error"]


def test_the_handler_alone_reads_a_home_and_creates_nothing(tmp_path: Path) -> None:
    fresh = tmp_path / "fresh"
    fresh.mkdir()
    empty = json.loads(episodes_search("postgres", home=fresh))
    assert empty == {"success": True, "query": "postgres", "count": 0, "results": []}
    assert not (fresh / "state.db").exists()
    _record(fresh)
    found = json.loads(episodes_search("postgres", 3, home=fresh))
    assert found["count"] == 1
    assert json.loads(episodes_search("postgres", True, home=fresh))["success"] is False
