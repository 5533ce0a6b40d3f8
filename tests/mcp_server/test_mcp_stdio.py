"""The MCP server answering a real MCP client session over stdio (a subprocess).

One server process per test module keeps the suite fast; the test walks the whole story a
client sees: tools listed with the library's schemas, memory writes (and a refused one with
the library's JSON), turns recorded and found by search (never in the caller's own current
session), provider tools, and snapshot resources that stay frozen after a write.
"""

from __future__ import annotations

import json
import sqlite3
import sys
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client, StdioServerParameters

from hermes_memory.curated.store import MemoryStore
from hermes_memory.providers.bundled.holographic.tools import FACT_FEEDBACK, FACT_STORE
from hermes_memory.tools.memory import MEMORY_SCHEMA, memory_tool
from hermes_memory.tools.session_search import SESSION_SEARCH_SCHEMA

EXE = Path(sys.executable).parent / "hermes-memory"
PRELOADED = "User prefers concise answers with code first."


def _seed_home(home: Path) -> None:
    (home / "memories").mkdir(parents=True, exist_ok=True)
    (home / "memories" / "MEMORY.md").write_text(PRELOADED, encoding="utf-8")
    (home / "config.yaml").write_text("memory:\n  provider: holographic\n", encoding="utf-8")


def _text(result: Any) -> str:
    assert len(result.content) == 1
    return str(result.content[0].text)


def _payload(result: Any) -> dict[str, Any]:
    data = json.loads(_text(result))
    assert isinstance(data, dict)
    return data


async def _read(client: Client, uri: str) -> str:
    result = await client.read_resource(uri)
    return str(result.contents[0].text)


def _params(home: Path) -> StdioServerParameters:
    command = str(EXE) if EXE.exists() else sys.executable
    prefix = [] if EXE.exists() else ["-m", "hermes_memory.mcp_server"]
    args = [*prefix, *(["mcp"] if EXE.exists() else []), "--home", str(home)]
    return StdioServerParameters(command=command, args=args)


# heavy: the dearest default-run test (34 s measured under load: one server scanning many
# writes); test_config_snippet_launches_a_working_server and the odd-input test keep a stdio
# server process in the default run
@pytest.mark.heavy
def test_stdio_session_end_to_end(hermes_home: Path) -> None:
    home = hermes_home
    _seed_home(home)
    seen: dict[str, Any] = {}

    async def scenario() -> None:
        async with Client(_params(home), read_timeout_seconds=60) as client:
            # -- tools: the library's schemas, the session tools, the provider's tools --------
            tools = {tool.name: tool for tool in (await client.list_tools()).tools}
            core = {"memory", "session_search", "record_turn", "start_session", "end_session"}
            assert core <= set(tools)
            assert {FACT_STORE, FACT_FEEDBACK} <= set(tools)
            assert tools["memory"].input_schema == MEMORY_SCHEMA["parameters"]
            assert tools["memory"].description == MEMORY_SCHEMA["description"]
            assert tools["session_search"].input_schema == SESSION_SEARCH_SCHEMA["parameters"]
            assert tools["session_search"].description == SESSION_SEARCH_SCHEMA["description"]
            assert "session_search" in (tools["record_turn"].description or "")
            hints = tools["session_search"].annotations
            assert hints is not None and hints.read_only_hint is True

            # -- resources before any write ---------------------------------------------------
            listed = {str(r.uri) for r in (await client.list_resources()).resources}
            assert "memory://snapshot/system-prompt" in listed
            snapshot_before = await _read(client, "memory://snapshot/memory")
            prompt_before = await _read(client, "memory://snapshot/system-prompt")
            assert PRELOADED in snapshot_before
            assert PRELOADED in prompt_before
            assert "Holographic Memory" in prompt_before  # the provider's block

            # -- memory: an add, then a refused add carrying the library's JSON ---------------
            added = await client.call_tool(
                "memory", {"action": "add", "target": "memory", "content": "Project uses uv."}
            )
            assert not added.is_error
            assert _payload(added)["success"] is True
            too_big = "x" * 2300
            refused = await client.call_tool(
                "memory", {"action": "add", "target": "memory", "content": too_big}
            )
            assert refused.is_error
            expected = memory_tool(
                action="add", target="memory", content=too_big, store=MemoryStore.from_config(home)
            )
            assert _text(refused) == expected
            assert _payload(refused)["success"] is False

            # -- the snapshot stays frozen; the live view moved --------------------------------
            assert await _read(client, "memory://snapshot/memory") == snapshot_before
            assert await _read(client, "memory://snapshot/system-prompt") == prompt_before
            live = json.loads(await _read(client, "memory://live/memory"))
            assert "Project uses uv." in live["entries"]

            # -- the built-in write was mirrored to the provider; its tools answer ------------
            facts = _payload(
                await client.call_tool(FACT_STORE, {"action": "search", "query": "uv"})
            )
            assert any("Project uses uv" in r["content"] for r in facts["results"])
            stored = await client.call_tool(
                FACT_STORE, {"action": "add", "content": "Alice maintains the billing service."}
            )
            assert not stored.is_error

            # -- record turns; search leaves out the caller's current session -----------------
            first = _payload(
                await client.call_tool(
                    "record_turn",
                    {
                        "user": "Which message broker did we pick for zebraquasar?",
                        "assistant": "We picked NATS for zebraquasar because it is simple.",
                    },
                )
            )
            assert first["success"] is True and first["new_session"] is True
            session_a = first["session_id"]
            second = _payload(
                await client.call_tool(
                    "record_turn",
                    {
                        "user": "And the zebraquasar database?",
                        "assistant": "Postgres.",
                        "tool_calls": [
                            {"name": "grep", "arguments": {"q": "db"}, "result": "pg.conf"}
                        ],
                    },
                )
            )
            assert second["session_id"] == session_a and second["turn"] == 2
            own = _payload(await client.call_tool("session_search", {"query": "zebraquasar"}))
            assert own["success"] is True and own["count"] == 0

            # durable at return: another connection sees the rows while the server runs
            with sqlite3.connect(home / "state.db") as conn:
                rows = conn.execute(
                    "SELECT role FROM messages WHERE session_id = ? ORDER BY id", (session_a,)
                ).fetchall()
                source = conn.execute(
                    "SELECT source FROM sessions WHERE id = ?", (session_a,)
                ).fetchone()
            assert [r[0] for r in rows] == [
                "user",
                "assistant",
                "user",
                "assistant",
                "tool",
                "assistant",
            ]
            assert source == ("mcp",)

            # -- a new conversation: the old one becomes searchable ---------------------------
            started = _payload(await client.call_tool("start_session", {"title": "second"}))
            assert started["ended_session_id"] == session_a
            found = _payload(await client.call_tool("session_search", {"query": "zebraquasar"}))
            assert found["count"] == 1
            assert found["results"][0]["session_id"] == session_a

            # -- errors are results, and the server keeps serving ----------------------------
            unknown = await client.call_tool("no_such_tool", {})
            assert unknown.is_error
            assert "no_such_tool" in _payload(unknown)["error"]
            bad = await client.call_tool("record_turn", {"user": 42})
            assert bad.is_error and _payload(bad)["success"] is False
            ended = _payload(await client.call_tool("end_session", {}))
            assert ended["ended"] is True
            seen["session_a"] = session_a

    anyio.run(scenario)

    # the server ended what it opened and recorded why
    with sqlite3.connect(home / "state.db") as conn:
        reasons = dict(conn.execute("SELECT id, end_reason FROM sessions").fetchall())
    assert reasons[seen["session_a"]] == "new_session"
    assert set(reasons.values()) == {"new_session", "user_exit"}


def test_config_snippet_launches_a_working_server(hermes_home: Path) -> None:
    """The command printed by ``mcp config`` really starts a server a client can use."""
    from click.testing import CliRunner

    from hermes_memory.cli import main

    out = CliRunner().invoke(
        main, ["mcp", "config", "--client", "cursor", "--home", str(hermes_home), "--json"]
    )
    assert out.exit_code == 0, out.output
    entry = json.loads(out.output)["mcpServers"]["hermes-memory"]
    params = StdioServerParameters(command=entry["command"], args=entry["args"])

    async def scenario() -> list[str]:
        async with Client(params, read_timeout_seconds=60) as session:
            return [t.name for t in (await session.list_tools()).tools]

    names = anyio.run(scenario)
    assert names[:2] == ["memory", "session_search"]
