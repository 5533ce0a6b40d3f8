"""The server over streamable HTTP on 127.0.0.1 with an ephemeral port (a real subprocess).

Two clients hold their own MCP sessions: each gets its own conversation, and one's search
finds what the other recorded. Stopping the server ends the sessions it opened.
"""

from __future__ import annotations

import json
import queue
import signal
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path
from typing import IO, Any

import anyio
from mcp import Client

EXE = Path(sys.executable).parent / "hermes-memory"


def _start(home: Path) -> tuple[subprocess.Popen[str], str, threading.Thread]:
    command = (
        [str(EXE), "mcp"] if EXE.exists() else [sys.executable, "-m", "hermes_memory.mcp_server"]
    )
    proc = subprocess.Popen(
        [*command, "--http", "--port", "0", "--home", str(home)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    lines: queue.Queue[str] = queue.Queue()

    def pump(stream: IO[str]) -> None:
        for line in stream:
            lines.put(line)

    assert proc.stderr is not None
    pumping = threading.Thread(target=pump, args=(proc.stderr,), daemon=True)
    pumping.start()
    seen: list[str] = []
    while True:
        try:
            line = lines.get(timeout=60)
        except queue.Empty:
            proc.kill()
            raise AssertionError(f"server did not announce its URL: {seen}") from None
        seen.append(line)
        if "listening on " in line:
            return proc, line.split("listening on ", 1)[1].strip(), pumping


def _payload(result: Any) -> dict[str, Any]:
    data = json.loads(result.content[0].text)
    assert isinstance(data, dict)
    return data


def test_http_two_clients(hermes_home: Path) -> None:
    proc, url, pumping = _start(hermes_home)
    try:
        assert url.startswith("http://127.0.0.1:") and url.endswith("/mcp")
        ids: dict[str, str] = {}

        async def scenario() -> None:
            async with (
                Client(url, mode="legacy", read_timeout_seconds=60) as alice,
                Client(url, mode="legacy", read_timeout_seconds=60) as bob,
            ):
                names = {t.name for t in (await alice.list_tools()).tools}
                assert {"memory", "session_search", "record_turn"} <= names
                a = _payload(
                    await alice.call_tool(
                        "record_turn",
                        {"user": "Set up the narwhalbridge deploy", "assistant": "Done via CI."},
                    )
                )
                b = _payload(
                    await bob.call_tool("record_turn", {"user": "hello", "assistant": "hi"})
                )
                assert a["session_id"] != b["session_id"]  # one session per MCP session
                ids.update(alice=a["session_id"], bob=b["session_id"])
                mine = _payload(await alice.call_tool("session_search", {"query": "narwhalbridge"}))
                assert mine["count"] == 0  # alice's own conversation is already in her context
                theirs = _payload(await bob.call_tool("session_search", {"query": "narwhalbridge"}))
                assert [r["session_id"] for r in theirs["results"]] == [a["session_id"]]
                prompt = await bob.read_resource("memory://snapshot/system-prompt")
                assert prompt.contents[0].text == ""  # type: ignore[union-attr]

        anyio.run(scenario)
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            raise
        finally:
            pumping.join(10)
            assert proc.stderr is not None
            proc.stderr.close()
    with sqlite3.connect(hermes_home / "state.db") as conn:
        reasons = dict(conn.execute("SELECT id, end_reason FROM sessions").fetchall())
    assert reasons == {ids["alice"]: "agent_close", ids["bob"]: "agent_close"}


def test_port_in_use_is_a_clear_error(hermes_home: Path) -> None:
    import socket

    holder = socket.socket()
    holder.bind(("127.0.0.1", 0))
    holder.listen(1)
    port = holder.getsockname()[1]
    try:
        command = (
            [str(EXE), "mcp"]
            if EXE.exists()
            else [sys.executable, "-m", "hermes_memory.mcp_server"]
        )
        done = subprocess.run(
            [*command, "--http", "--port", str(port), "--home", str(hermes_home)],
            capture_output=True,
            text=True,
            timeout=60,
        )
    finally:
        holder.close()
    assert done.returncode == 1
    assert f"Cannot listen on 127.0.0.1:{port}" in done.stderr
    assert "Traceback" not in done.stderr
