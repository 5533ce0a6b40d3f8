"""The MCP server on a home it cannot write: it starts read-only, reads work, writes explain.

A real MCP client session over stdio talks to a server whose home is a read-only mount
(``tests/mounts.py``); the files behind it must be byte-for-byte unchanged afterwards. A
full disk met by a write in process is reported as such, and the server keeps working.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client, StdioServerParameters

from hermes_memory.errors import HomeNotWritableError
from hermes_memory.mcp_server.read_only import read_only_cause
from hermes_memory.mcp_server.service import MemoryService
from hermes_memory.sessions.store import SessionDB
from mounts import fill, read_only_view, small_disk, tree_digest

EXE = Path(sys.executable).parent / "hermes-memory"
WRITES: dict[str, dict[str, Any]] = {
    "memory": {"action": "add", "target": "memory", "content": "Project uses uv."},
    "record_turn": {"user": "hello again", "assistant": "hi"},
    "start_session": {"title": "new"},
    "end_session": {},
}


def _seed(home: Path) -> None:
    (home / "memories").mkdir(parents=True)
    (home / "memories" / "MEMORY.md").write_text("User drinks green tea.", encoding="utf-8")
    db = SessionDB(home / "state.db")
    db.create_session("old1", "cli")
    db.set_session_title("old1", "tea talk")
    db.append_message("old1", "user", "Which tea did I like in Kyoto?")
    db.append_message("old1", "assistant", "Sencha from the market near Nishiki.")
    db.close()


def _params(home: Path) -> StdioServerParameters:
    command = str(EXE) if EXE.exists() else sys.executable
    prefix = ["mcp"] if EXE.exists() else ["-m", "hermes_memory.mcp_server"]
    # The client passes only a minimal environment by default; the server must import
    # the same sources as the test.
    return StdioServerParameters(
        command=command, args=[*prefix, "--home", str(home)], env=dict(os.environ)
    )


def _payload(result: Any) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(result.content[0].text)
    return data


def _serve(home: Path) -> dict[str, Any]:
    seen: dict[str, Any] = {}

    async def scenario() -> None:
        async with Client(_params(home), read_timeout_seconds=60) as client:
            seen["tools"] = {tool.name for tool in (await client.list_tools()).tools}
            found = await client.call_tool("session_search", {"query": "Kyoto tea"})
            seen["search"] = (found.is_error, _payload(found))
            for name, args in WRITES.items():
                result = await client.call_tool(name, args)
                seen[name] = (result.is_error, _payload(result))
            live = await client.read_resource("memory://live/memory")
            seen["live"] = json.loads(str(live.contents[0].text))
            snap = await client.read_resource("memory://snapshot/memory")
            seen["snapshot"] = str(snap.contents[0].text)

    anyio.run(scenario)
    return seen


def test_read_only_home_serves_reads_and_refuses_writes(tmp_path: Path) -> None:
    source = tmp_path / "home"
    _seed(source)
    before = tree_digest(source)
    with read_only_view(source, tmp_path / "ro") as home:
        seen = _serve(home)
    assert {"memory", "session_search", "record_turn"} <= seen["tools"]
    is_error, search = seen["search"]
    assert not is_error and search["success"] is True
    assert [r["session_id"] for r in search["results"]] == ["old1"]
    for name in WRITES:
        is_error, payload = seen[name]
        assert is_error and payload["success"] is False, name
        assert "read-only" in payload["error"] or "permission denied" in payload["error"]
        assert "Nothing was saved" in payload["error"]
    assert seen["live"]["entries"] == ["User drinks green tea."]
    assert "User drinks green tea." in seen["snapshot"]
    assert tree_digest(source) == before


# heavy: a second read-only server process (19-24 s under load); the one above keeps the
# read-only home's server in the default run
@pytest.mark.heavy
def test_read_only_home_without_a_state_db_still_starts(tmp_path: Path) -> None:
    source = tmp_path / "home"
    (source / "memories").mkdir(parents=True)
    (source / "memories" / "USER.md").write_text("Name: Ada", encoding="utf-8")
    with read_only_view(source, tmp_path / "ro") as home:
        seen = _serve(home)
    is_error, search = seen["search"]
    assert not is_error and search["success"] is True and search["results"] == []
    assert seen["memory"][0] is True
    assert sorted(p.name for p in source.rglob("*")) == ["USER.md", "memories"]


def test_a_full_disk_is_reported_and_the_server_recovers(tmp_path: Path) -> None:
    with small_disk(tmp_path / "disk", 2048) as disk:
        home = disk / "home"
        _seed(home)
        with MemoryService.open(home, idle_timeout=None) as service:
            assert service.read_only_reason is None
            filler = fill(disk)
            reply = service.call_tool("record_turn", {"user": "x" * 200_000, "assistant": "ok"})
            payload = json.loads(reply.text)
            assert reply.is_error and payload["fault"] == "disk_full"
            assert "free some space" in payload["error"]
            memory = json.loads(service.call_tool("memory", WRITES["memory"]).text)
            assert memory["success"] is False and "No space left" in memory["error"]
            filler.unlink()
            assert service.read_only_reason is None  # a full disk is not a read-only home
            again = json.loads(service.call_tool("record_turn", WRITES["record_turn"]).text)
            assert again["success"] is True
            assert json.loads(service.call_tool("memory", WRITES["memory"]).text)["success"]


def test_a_read_only_failure_is_found_through_its_causes() -> None:
    inner = OSError(30, "Read-only file system", "/h/memories/MEMORY.md.lock")
    try:
        try:
            raise inner
        except OSError as exc:
            raise HomeNotWritableError("could not lock") from exc
    except HomeNotWritableError as outer:
        assert read_only_cause(outer) == (
            "Read-only file system: /h/memories/MEMORY.md.lock; nothing could be saved there"
        )
    assert read_only_cause(OSError(28, "No space left on device")) is None
