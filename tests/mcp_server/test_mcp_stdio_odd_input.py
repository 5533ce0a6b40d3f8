"""Over stdio every request gets an answer (a real server process fed raw JSON-RPC lines).

A ``"\\ud800"`` escape, bytes that are not UTF-8, a line that is not JSON, a request of the
wrong shape: each is answered with its own id (a result or a JSON-RPC error), the server
keeps serving, and a memory write holding a lone surrogate is refused with the library's
clear message while the file stays as it was.
"""

from __future__ import annotations

import json
import queue
import subprocess
import sys
import threading
from pathlib import Path
from typing import IO, Any

import mcp_types as types
import pytest
from mcp.shared.message import SessionMessage

from hermes_memory.mcp_server.service import MemoryService
from hermes_memory.mcp_server.stdio import encode_message, parse_line
from hermes_memory.sessions.store import SessionDB

EXE = Path(sys.executable).parent / "hermes-memory"
TIMEOUT = 30


class RawClient:
    """A JSON-RPC peer speaking lines of bytes to a real ``hermes-memory mcp`` process."""

    def __init__(self, home: Path) -> None:
        command = (
            [str(EXE), "mcp"]
            if EXE.exists()
            else [sys.executable, "-m", "hermes_memory.mcp_server"]
        )
        self.proc = subprocess.Popen(
            [*command, "--home", str(home)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        self.lines: queue.Queue[bytes] = queue.Queue()
        assert self.proc.stdout is not None
        self.pump = threading.Thread(target=self._pump, args=(self.proc.stdout,), daemon=True)
        self.pump.start()

    def _pump(self, stream: IO[bytes]) -> None:
        for line in stream:
            self.lines.put(line)

    def send(self, line: bytes) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(line + b"\n")
        self.proc.stdin.flush()

    def reply(self) -> dict[str, Any]:
        try:
            line = self.lines.get(timeout=TIMEOUT)
        except queue.Empty:
            raise AssertionError("the server sent no reply") from None
        line.decode("utf-8")  # strict: every reply is valid UTF-8
        data = json.loads(line)
        assert isinstance(data, dict)
        return data

    def call(self, line: bytes) -> dict[str, Any]:
        self.send(line)
        return self.reply()

    def close(self) -> str:
        assert self.proc.stdin is not None and self.proc.stderr is not None
        self.proc.stdin.close()
        try:
            self.proc.wait(TIMEOUT)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            raise
        self.pump.join(TIMEOUT)
        err = self.proc.stderr.read().decode("utf-8", "replace")
        self.proc.stderr.close()
        assert self.proc.stdout is not None
        self.proc.stdout.close()
        return err


def tool_call(request_id: int, name: str, arguments: str) -> bytes:
    # built by hand: json.dumps would refuse nothing, but we want the escapes exactly as sent
    return (
        f'{{"jsonrpc":"2.0","id":{request_id},"method":"tools/call",'
        f'"params":{{"name":"{name}","arguments":{arguments}}}}}'
    ).encode()


def tool_payload(reply: dict[str, Any]) -> dict[str, Any]:
    data = json.loads(reply["result"]["content"][0]["text"])
    assert isinstance(data, dict)
    return data


@pytest.fixture
def client(hermes_home: Path) -> Any:
    (hermes_home / "memories").mkdir()
    (hermes_home / "memories" / "MEMORY.md").write_text("Seed entry", encoding="utf-8")
    peer = RawClient(hermes_home)
    init = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {
            "protocolVersion": "2025-06-18",
            "capabilities": {},
            "clientInfo": {"name": "raw", "version": "1"},
        },
    }
    assert peer.call(json.dumps(init).encode())["id"] == 1
    peer.send(b'{"jsonrpc":"2.0","method":"notifications/initialized"}')
    yield peer
    stderr = peer.close()
    assert "Traceback" not in stderr


def test_every_request_is_answered(client: RawClient, hermes_home: Path) -> None:
    # a lone surrogate in a memory write: refused with the library's message, file untouched
    reply = client.call(tool_call(2, "memory", '{"action":"add","content":"x\\ud800y"}'))
    assert reply["id"] == 2 and reply["result"]["isError"] is True
    refused = tool_payload(reply)
    assert refused["success"] is False
    assert "lone UTF-16 surrogate (U+D800)" in refused["error"]
    assert (hermes_home / "memories" / "MEMORY.md").read_text(encoding="utf-8") == "Seed entry"

    # in a search query: searched around, never an error
    reply = client.call(tool_call(3, "session_search", '{"query":"narwhal\\udfff bridge"}'))
    assert reply["id"] == 3 and tool_payload(reply)["success"] is True

    # bytes that are not UTF-8 inside a string
    latin1 = tool_call(4, "session_search", '{"query":"cafe"}').replace(b"cafe", b"caf\xe9")
    reply = client.call(latin1)
    assert reply["id"] == 4 and tool_payload(reply)["success"] is True

    # a surrogate in a tool name and in a method name: answered with the id, encodable
    reply = client.call(tool_call(5, "x\\ud800", "{}"))
    assert reply["id"] == 5 and reply["result"]["isError"] is True
    reply = client.call(b'{"jsonrpc":"2.0","id":6,"method":"tools/\\ud800"}')
    assert reply["id"] == 6 and reply["error"]["code"] == types.METHOD_NOT_FOUND

    # not a JSON-RPC request / not JSON at all
    reply = client.call(b'{"jsonrpc":"2.0","id":"seven","method":"tools/call","params":"oops"}')
    assert reply["id"] == "seven" and reply["error"]["code"] == types.INVALID_REQUEST
    reply = client.call(b"this is not json")
    assert reply["id"] is None and reply["error"]["code"] == types.PARSE_ERROR
    reply = client.call(b'[{"jsonrpc":"2.0","id":8,"method":"tools/list"}]')
    assert reply["id"] is None and reply["error"]["code"] == types.INVALID_REQUEST

    # a recorded turn is kept, the lone surrogate shown as U+FFFD, and found by search
    turn = '{"user":"the zebrafish \\ud800 deploy","assistant":"done\\udc00"}'
    reply = client.call(tool_call(10, "record_turn", turn))
    assert reply["id"] == 10 and tool_payload(reply)["success"] is True
    with SessionDB(hermes_home / "state.db") as db:
        (hit,) = db.search_messages("zebrafish")
        stored = [m["content"] for m in db.get_messages(hit["session_id"])]
    assert stored[-2:] == ["the zebrafish \ufffd deploy", "done\ufffd"]

    # a notification is never answered, and the server is still serving afterwards
    client.send(b'{"jsonrpc":"2.0","method":"notifications/\\ud800"}')
    client.send(b'{"jsonrpc":"2.0","method":42}')
    reply = client.call(tool_call(9, "memory", '{"action":"add","content":"works \\ud83d\\ude00"}'))
    assert reply["id"] == 9 and tool_payload(reply)["success"] is True
    assert (hermes_home / "memories" / "MEMORY.md").read_text(encoding="utf-8") == (
        "Seed entry\n§\nworks 😀"
    )


def test_parse_line_and_encode_message() -> None:
    assert parse_line("   ") is None
    parsed = parse_line('{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":"\\ud800"}}')
    assert isinstance(parsed, SessionMessage)
    assert isinstance(parsed.message, types.JSONRPCRequest)
    assert parsed.message.params == {"x": "\ud800"}  # kept for the tool to refuse clearly
    error = parse_line('{"jsonrpc":"2.0","id":true,"method":7}')
    assert isinstance(error, types.JSONRPCError) and error.id is None  # a bool is no id
    reply = types.JSONRPCResponse(jsonrpc="2.0", id=3, result={"text": "a\ud800b\ud83d\ude00"})
    line = encode_message(reply)
    assert line.endswith(b"\n")
    assert json.loads(line) == {"jsonrpc": "2.0", "id": 3, "result": {"text": "a\ufffdb😀"}}


def test_provider_tools_refuse_a_lone_surrogate_by_name(hermes_home: Path) -> None:
    (hermes_home / "config.yaml").write_text("memory:\n  provider: holographic\n")
    with MemoryService.open(hermes_home) as service:
        reply = service.call_tool("fact_store", {"action": "add", "content": "x\ud800"})
        assert reply.is_error
        error = json.loads(reply.text)["error"]
        assert "content contains a lone UTF-16 surrogate (U+D800)" in error
        reply = service.call_tool("fact_store", {"action": "add", "content": "kept \U0001f600"})
        assert not reply.is_error
