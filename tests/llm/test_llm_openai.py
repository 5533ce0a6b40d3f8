"""The OpenAI-compatible client against a real HTTP server on 127.0.0.1 (stdlib, a thread)."""

from __future__ import annotations

import json
import socket
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from hermes_memory.errors import (
    LLMConfigError,
    LLMConnectionError,
    LLMResponseError,
    LLMTimeoutError,
)
from hermes_memory.llm import (
    ChatModel,
    ChatResult,
    FinishReason,
    OpenAICompatibleModel,
    TextDelta,
)


@dataclass
class Exchange:
    """One scripted answer: status, JSON body or SSE events, optional delay gate."""

    status: int = 200
    body: Any = None
    events: list[Any] | None = None  # SSE: dicts are JSON-encoded, strings sent raw
    gate: threading.Event | None = None


@dataclass
class FakeEndpoint:
    url: str
    answers: list[Exchange] = field(default_factory=list)
    requests: list[dict[str, Any]] = field(default_factory=list)

    def reply(self, text: str = "", **extra: Any) -> None:
        message = {"role": "assistant", "content": text, **extra}
        finish = "tool_calls" if extra.get("tool_calls") else "stop"
        body = {
            "id": "chatcmpl-1",
            "model": "test-model",
            "choices": [{"index": 0, "message": message, "finish_reason": finish}],
            "usage": {"prompt_tokens": 11, "completion_tokens": 3, "total_tokens": 14},
        }
        self.answers.append(Exchange(body=body))


def _handler(endpoint: FakeEndpoint) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:
            pass

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length", "0"))
            body = json.loads(self.rfile.read(length) or b"{}")
            endpoint.requests.append(
                {"path": self.path, "headers": dict(self.headers), "body": body}
            )
            answer = endpoint.answers.pop(0) if endpoint.answers else Exchange(status=500)
            if answer.gate is not None:
                answer.gate.wait(10)
            if answer.events is not None:
                self.send_response(answer.status)
                self.send_header("Content-Type", "text/event-stream")
                self.end_headers()
                for event in answer.events:
                    data = event if isinstance(event, str) else "data: " + json.dumps(event)
                    self.wfile.write((data + "\n\n").encode())
                    self.wfile.flush()
                return
            payload = json.dumps(answer.body if answer.body is not None else {}).encode()
            self.send_response(answer.status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

    return Handler


class _QuietServer(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # a client that timed out and hung up is the point of one test


@pytest.fixture
def endpoint() -> Iterator[FakeEndpoint]:
    holder: dict[str, FakeEndpoint] = {}
    server = _QuietServer(("127.0.0.1", 0), _handler_proxy(holder))
    fake = FakeEndpoint(url=f"http://127.0.0.1:{server.server_address[1]}/v1")
    holder["e"] = fake
    thread = threading.Thread(target=server.serve_forever, args=(0.02,), daemon=True)
    thread.start()
    yield fake
    server.shutdown()
    server.server_close()


def _handler_proxy(holder: dict[str, FakeEndpoint]) -> Callable[..., BaseHTTPRequestHandler]:
    def make(*args: Any, **kwargs: Any) -> BaseHTTPRequestHandler:
        return _handler(holder["e"])(*args, **kwargs)

    return make


def _model(endpoint: FakeEndpoint, **kwargs: Any) -> OpenAICompatibleModel:
    return OpenAICompatibleModel(endpoint.url, "test-model", **kwargs)


def _chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
    return {
        "model": "test-model",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }


def test_plain_reply(endpoint: FakeEndpoint) -> None:
    endpoint.reply("Hello there.")
    with _model(endpoint, api_key="sk-test") as model:
        assert isinstance(model, ChatModel)
        result = model.chat([{"role": "user", "content": "hi", "timestamp": 1.0}])
    assert result.text == "Hello there."
    assert result.finish_reason is FinishReason.STOP
    assert (result.usage.prompt_tokens, result.usage.completion_tokens) == (11, 3)
    sent = endpoint.requests[0]
    assert sent["path"] == "/v1/chat/completions"
    assert sent["headers"]["Authorization"] == "Bearer sk-test"
    assert sent["body"]["model"] == "test-model"
    # keys the wire format does not know (timestamps, ids) never leave the process
    assert sent["body"]["messages"] == [{"role": "user", "content": "hi"}]
    assert "stream" not in sent["body"]


def test_tool_call_reply_and_wrapped_schemas(endpoint: FakeEndpoint) -> None:
    endpoint.reply(
        None,  # type: ignore[arg-type]
        tool_calls=[
            {
                "id": "call_abc",
                "type": "function",
                "function": {"name": "memory", "arguments": '{"action": "add", "target": "user"}'},
            }
        ],
    )
    schema = {"name": "memory", "parameters": {"type": "object", "properties": {}}}
    model = _model(endpoint)  # local endpoint: no key needed
    result = model.chat([{"role": "user", "content": "remember"}], tools=[schema], max_tokens=50)
    assert result.text == ""
    assert result.finish_reason is FinishReason.TOOL_CALLS
    [call] = result.tool_calls
    assert (call.id, call.name) == ("call_abc", "memory")
    assert call.parsed_arguments() == {"action": "add", "target": "user"}
    body = endpoint.requests[0]["body"]
    assert body["tools"] == [{"type": "function", "function": schema}]
    assert body["max_tokens"] == 50
    assert "Authorization" not in endpoint.requests[0]["headers"]
    assert result.to_message()["tool_calls"][0]["function"]["name"] == "memory"


def test_complete_sends_system_and_user(endpoint: FakeEndpoint) -> None:
    endpoint.reply("summary text")
    text = _model(endpoint).complete("summarise", system="be brief", max_tokens=10)
    assert text == "summary text"
    messages = endpoint.requests[0]["body"]["messages"]
    assert [m["role"] for m in messages] == ["system", "user"]


def test_streaming_text(endpoint: FakeEndpoint) -> None:
    events: list[Any] = [
        ": keep-alive comment",
        _chunk({"role": "assistant", "content": ""}),
        _chunk({"content": "Hel"}),
        _chunk({"content": "lo, "}),
        _chunk({"content": "world"}, finish="stop"),
        {"choices": [], "usage": {"prompt_tokens": 7, "completion_tokens": 3}},
        "data: [DONE]",
    ]
    endpoint.answers.append(Exchange(events=events))
    out = list(_model(endpoint).stream([{"role": "user", "content": "hi"}]))
    deltas = [e.text for e in out if isinstance(e, TextDelta)]
    assert deltas == ["Hel", "lo, ", "world"]
    final = out[-1]
    assert isinstance(final, ChatResult)
    assert final.text == "Hello, world"
    assert final.finish_reason is FinishReason.STOP
    assert final.usage.total_tokens == 10
    assert endpoint.requests[0]["body"]["stream"] is True


def test_streaming_tool_call_deltas_are_assembled(endpoint: FakeEndpoint) -> None:
    def call_delta(index: int, **function: Any) -> dict[str, Any]:
        item: dict[str, Any] = {"index": index, "function": function}
        if "name" in function:
            item.update(id=f"call_{index}x", type="function")
        return _chunk({"tool_calls": [item]})

    events: list[Any] = [
        _chunk({"content": "Saving."}),
        call_delta(0, name="memory", arguments=""),
        call_delta(0, arguments='{"action": "a'),
        call_delta(1, name="session_search", arguments='{"query"'),
        call_delta(0, arguments='dd", "content": "likes tea"}'),
        call_delta(1, arguments=': "tea"}'),
        _chunk({}, finish="tool_calls"),
        "data: [DONE]",
    ]
    endpoint.answers.append(Exchange(events=events))
    out = list(_model(endpoint).stream([{"role": "user", "content": "hi"}], tools=[]))
    final = out[-1]
    assert isinstance(final, ChatResult)
    assert final.text == "Saving."
    assert [c.name for c in final.tool_calls] == ["memory", "session_search"]
    assert [c.id for c in final.tool_calls] == ["call_0x", "call_1x"]
    assert final.tool_calls[0].parsed_arguments() == {"action": "add", "content": "likes tea"}
    assert final.tool_calls[1].parsed_arguments() == {"query": "tea"}
    assert final.finish_reason is FinishReason.TOOL_CALLS


@pytest.mark.parametrize("status", [400, 401, 500])
def test_http_error_carries_status_and_message(endpoint: FakeEndpoint, status: int) -> None:
    body = {"error": {"message": "model overloaded", "type": "server_error"}}
    endpoint.answers.append(Exchange(status=status, body=body))
    with pytest.raises(LLMResponseError) as info:
        _model(endpoint).chat([{"role": "user", "content": "hi"}])
    assert info.value.status_code == status
    assert "model overloaded" in str(info.value)
    assert str(status) in str(info.value)


def test_http_error_while_streaming(endpoint: FakeEndpoint) -> None:
    endpoint.answers.append(Exchange(status=429, body={"error": {"message": "slow down"}}))
    with pytest.raises(LLMResponseError) as info:
        list(_model(endpoint).stream([{"role": "user", "content": "hi"}]))
    assert info.value.status_code == 429
    assert "slow down" in str(info.value)


def test_unparseable_reply_is_a_response_error(endpoint: FakeEndpoint) -> None:
    endpoint.answers.append(Exchange(body={"choices": []}))
    with pytest.raises(LLMResponseError):
        _model(endpoint).chat([{"role": "user", "content": "hi"}])


def test_timeout(endpoint: FakeEndpoint) -> None:
    gate = threading.Event()
    endpoint.answers.append(Exchange(body={}, gate=gate))
    try:
        with pytest.raises(LLMTimeoutError) as info:
            _model(endpoint, timeout=0.3).chat([{"role": "user", "content": "hi"}])
        assert "did not answer" in str(info.value)
    finally:
        gate.set()


def test_unreachable_endpoint() -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    model = OpenAICompatibleModel(f"http://127.0.0.1:{port}/v1", "m", timeout=2)
    with pytest.raises(LLMConnectionError) as info:
        model.chat([{"role": "user", "content": "hi"}])
    assert f"127.0.0.1:{port}" in str(info.value)
    with pytest.raises(LLMConnectionError):
        list(model.stream([{"role": "user", "content": "hi"}]))


def test_missing_key_for_a_remote_endpoint(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("OPENAI_API_KEY", "HERMES_MEMORY_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    with pytest.raises(LLMConfigError) as info:
        OpenAICompatibleModel("https://api.example.com/v1", "gpt-x")
    assert "API key" in str(info.value)


def test_missing_model(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("HERMES_MEMORY_MODEL", "OPENAI_MODEL"):
        monkeypatch.delenv(name, raising=False)
    with pytest.raises(LLMConfigError) as info:
        OpenAICompatibleModel("http://127.0.0.1:1/v1")
    assert "model" in str(info.value)


def test_settings_order_arguments_config_env(
    hermes_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_BASE_URL", "https://env.example/v1")
    monkeypatch.setenv("HERMES_MEMORY_MODEL", "env-model")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-env")
    model = OpenAICompatibleModel()
    assert (model.settings.base_url, model.model_name) == ("https://env.example/v1", "env-model")
    assert model.settings.api_key == "sk-env"

    (hermes_home / "config.yaml").write_text(
        "llm:\n  base_url: https://cfg.example/v1\n  model: cfg-model\n"
        "  api_key_env: MY_KEY\n  timeout: 7\n"
    )
    (hermes_home / ".env").write_text("MY_KEY='sk-from-dotenv'\n")
    model = OpenAICompatibleModel()
    assert model.settings.base_url == "https://cfg.example/v1"
    assert model.model_name == "cfg-model"
    assert model.settings.api_key == "sk-from-dotenv"
    assert model.settings.timeout == 7
    assert "sk-from-dotenv" not in repr(model)

    model = OpenAICompatibleModel("http://localhost:11434/v1", "llama3", api_key="sk-arg")
    assert model.settings.chat_url == "http://localhost:11434/v1/chat/completions"
    assert model.settings.api_key == "sk-arg"
