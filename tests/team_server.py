"""Helpers for driving the team server for real: add a user through the CLI, run a
``hermes-memory --database URL mcp --http`` subprocess, and connect an MCP client with a
bearer token. Used by the team-server tests and ``benchmarks/postgres_load.py``.
"""

from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

from click.testing import CliRunner
from mcp import Client
from mcp.client.streamable_http import create_mcp_http_client, streamable_http_client

from hermes_memory.cli import main

EXE = Path(sys.executable).parent / "hermes-memory"
INIT = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-03-26",
        "capabilities": {},
        "clientInfo": {"name": "probe", "version": "1"},
    },
}


def add_user(url: str, name: str) -> str:
    result = CliRunner().invoke(main, ["--database", url, "users", "add", name, "--json"])
    assert result.exit_code == 0, result.output
    return str(json.loads(result.output)["token"])


@contextmanager
def team_server(
    url: str, home: Path, processes: list[subprocess.Popen[str]] | None = None
) -> Iterator[str]:
    """A team server subprocess on an ephemeral port; yields its MCP URL; SIGINT at exit.
    ``processes`` receives the process (a test that kills it)."""
    command = [str(EXE)] if EXE.exists() else [sys.executable, "-m", "hermes_memory.cli"]
    env = {**os.environ, "HERMES_HOME": str(home)}
    proc = subprocess.Popen(
        [*command, "--database", url, "mcp", "--http", "--port", "0"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    lines: queue.Queue[str] = queue.Queue()

    def pump(stream: IO[str]) -> None:
        for line in stream:
            lines.put(line)

    if processes is not None:
        processes.append(proc)
    assert proc.stderr is not None
    pumping = threading.Thread(target=pump, args=(proc.stderr,), daemon=True)
    pumping.start()
    seen: list[str] = []
    try:
        while True:
            try:
                line = lines.get(timeout=60)
            except queue.Empty:
                raise AssertionError(f"server did not announce its URL: {seen}") from None
            seen.append(line)
            if "listening on " in line:
                break
        yield line.split("listening on ", 1)[1].strip()
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)
        pumping.join(10)
        proc.stderr.close()
        rest = "".join(seen) + "".join(lines.queue)
        assert "Traceback" not in rest, rest


def client(url: str, token: str) -> Client:
    http = create_mcp_http_client(headers={"Authorization": f"Bearer {token}"})
    return Client(
        streamable_http_client(url, http_client=http), mode="legacy", read_timeout_seconds=60
    )


def payload(result: Any) -> dict[str, Any]:
    data = json.loads(result.content[0].text)
    assert isinstance(data, dict)
    return data


async def live(c: Client, target: str = "memory") -> list[str]:
    read = await c.read_resource(f"memory://live/{target}")
    entries: list[str] = json.loads(read.contents[0].text)["entries"]  # type: ignore[union-attr]
    return entries
