"""The wire format without a network: SSE framing, request shaping, reply parsing."""

from __future__ import annotations

import pytest

from hermes_memory.errors import LLMResponseError
from hermes_memory.llm import FinishReason, is_local_endpoint
from hermes_memory.llm.wire import (
    StreamAssembler,
    build_request,
    parse_reply,
    sse_data,
    wire_message,
)


def test_sse_framing() -> None:
    lines = [
        ": comment",
        "event: message",
        "data: first",
        "data: line",
        "",
        'data:{"no": "space"}',
        "",
        "data: [DONE]",
        "",
        "data: never seen",
        "",
    ]
    assert list(sse_data(lines)) == ["first\nline", '{"no": "space"}']
    assert list(sse_data(["data: tail without blank line"])) == ["tail without blank line"]


def test_wire_message_keeps_only_protocol_keys() -> None:
    stored = {
        "role": "assistant",
        "content": "",
        "tool_calls": [],
        "timestamp": 3.0,
        "id": 7,
        "_compressed_summary": True,
    }
    assert wire_message(stored) == {"role": "assistant", "content": ""}
    call = {"role": "assistant", "tool_calls": [{"id": "c1"}]}
    assert wire_message(call) == {
        "role": "assistant",
        "tool_calls": [{"id": "c1"}],
        "content": None,
    }
    body = build_request(
        "m",
        [stored],
        tools=[{"type": "function", "function": {"name": "x"}}],
        temperature=0.2,
        stream=True,
    )
    assert body["tools"] == [{"type": "function", "function": {"name": "x"}}]
    assert body["temperature"] == 0.2 and body["stream"] is True


def test_parse_reply_variants() -> None:
    body = {
        "choices": [
            {
                "message": {
                    "content": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}],
                    "tool_calls": [{"function": {"name": "f", "arguments": {"k": 1}}}],
                },
                "finish_reason": "function_call",
            }
        ],
        "usage": {"prompt_tokens": 5, "completion_tokens": 2},
    }
    result = parse_reply(body)
    assert result.text == "a\nb"
    assert result.tool_calls[0].id == "call_0"
    assert result.tool_calls[0].parsed_arguments() == {"k": 1}
    assert result.finish_reason is FinishReason.TOOL_CALLS
    assert result.usage.total_tokens == 7
    odd = parse_reply({"choices": [{"message": {"content": "x"}, "finish_reason": "eos"}]})
    assert odd.finish_reason is FinishReason.OTHER
    with pytest.raises(LLMResponseError, match="quota"):
        parse_reply({"error": {"message": "quota exceeded"}})
    with pytest.raises(LLMResponseError):
        parse_reply(["not", "a", "dict"])


def test_stream_error_chunk_raises() -> None:
    with pytest.raises(LLMResponseError, match="boom"):
        StreamAssembler().feed({"error": {"message": "boom"}})


@pytest.mark.parametrize(
    ("url", "local"),
    [
        ("http://localhost:11434/v1", True),
        ("http://127.0.0.1:8080", True),
        ("http://192.168.1.20:8000/v1", True),
        ("http://[::1]:8000/v1", True),
        ("http://gpu-box.local:8000/v1", True),
        ("https://api.openai.com/v1", False),
        ("https://openrouter.ai/api/v1", False),
        ("http://8.8.8.8/v1", False),
    ],
)
def test_local_endpoints(url: str, local: bool) -> None:
    assert is_local_endpoint(url) is local
