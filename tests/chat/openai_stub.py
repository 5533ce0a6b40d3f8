"""A local OpenAI-compatible chat-completions endpoint for chat tests (stdlib only).

Started on 127.0.0.1 with an ephemeral port; answers each POST with the next scripted reply
(text or tool calls), as SSE chunks when the request asks to stream — split into small
pieces so tags and JSON arguments arrive across chunk boundaries. A reply may instead be an
HTTP error (``status``, with an OpenAI-style error body) or come only after ``delay``
seconds (to trip the client's timeout). Requests are recorded.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class StubReply:
    text: str = ""
    tool_calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    status: int = 200
    delay: float = 0.0


def _pieces(text: str, size: int) -> Iterator[str]:
    for start in range(0, len(text), size):
        yield text[start : start + size]


class _QuietServer(ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # a client that gave up (timeout) leaves a broken pipe; not the test's business


class OpenAIStub:
    """``with OpenAIStub([...]) as stub:`` then point a client at ``stub.base_url``."""

    def __init__(self, replies: list[StubReply], *, chunk: int = 5) -> None:
        self.replies: deque[StubReply] = deque(replies)
        self.requests: list[dict[str, Any]] = []
        self.chunk = chunk
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                stub.requests.append(body)
                reply = stub.replies.popleft() if stub.replies else StubReply("(no more replies)")
                if reply.delay:
                    time.sleep(reply.delay)
                if reply.status != 200:
                    self._error(reply)
                elif body.get("stream"):
                    self._stream(reply)
                else:
                    self._json(reply)

            def _error(self, reply: StubReply) -> None:
                error = {"message": reply.text or "stub error", "type": "stub_error"}
                data = json.dumps({"error": error}).encode()
                self.send_response(reply.status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def _json(self, reply: StubReply) -> None:
                message: dict[str, Any] = {"role": "assistant", "content": reply.text}
                if reply.tool_calls:
                    message["tool_calls"] = [
                        {"id": f"call_{i}", "type": "function",
                         "function": {"name": n, "arguments": json.dumps(a)}}
                        for i, (n, a) in enumerate(reply.tool_calls)
                    ]  # fmt: skip
                data = json.dumps(
                    {"choices": [{"index": 0, "message": message, "finish_reason": "stop"}]}
                ).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def _stream(self, reply: StubReply) -> None:
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.end_headers()

                def send(delta: dict[str, Any], finish: str | None = None) -> None:
                    chunk = {"choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}
                    self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
                    self.wfile.flush()

                for piece in _pieces(reply.text, stub.chunk):
                    send({"content": piece})
                for index, (name, args) in enumerate(reply.tool_calls):
                    first = {"index": index, "id": f"call_{index}", "type": "function",
                             "function": {"name": name, "arguments": ""}}  # fmt: skip
                    send({"tool_calls": [first]})
                    for piece in _pieces(json.dumps(args), stub.chunk):
                        send({"tool_calls": [{"index": index, "function": {"arguments": piece}}]})
                send({}, "tool_calls" if reply.tool_calls else "stop")
                self.wfile.write(b"data: [DONE]\n\n")
                self.wfile.flush()

        self.server = _QuietServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def __enter__(self) -> OpenAIStub:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()
