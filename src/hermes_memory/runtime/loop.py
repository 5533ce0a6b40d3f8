"""``run_turn``: one whole user turn against a :class:`ChatModel`, tool loop included.

The compact driver the chat front-end and the tests use: ``before_turn``, then model
calls (streamed through the context scrubber when asked) with every tool call routed
through the runtime, at most ``max_iterations`` calls, then ``after_turn``. A model error
or an interrupt stores what happened, marked interrupted (never synced); when nothing had
happened yet (no reply, no tool call) the turn is dropped instead, so no user message is
left without an answer.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from hermes_memory.context.scrubber import StreamingContextScrubber
from hermes_memory.errors import HermesMemoryError
from hermes_memory.llm import ChatModel, ChatResult, TextDelta, ToolCall, Usage
from hermes_memory.runtime.core import MemoryRuntime
from hermes_memory.runtime.turn import TurnRecord

DEFAULT_MAX_ITERATIONS = 20
ITERATION_LIMIT_NOTE = (
    "You have used every tool call available for this turn. Do not call tools any more; "
    "answer the user now with what you have."
)


@dataclass(frozen=True)
class TurnResult:
    """A finished turn: the reply, the messages it produced, usage and bookkeeping."""

    text: str
    messages: list[dict[str, Any]]
    record: TurnRecord
    iterations: int
    usage: Usage = field(default_factory=Usage)
    hit_iteration_limit: bool = False
    recall_status: str = ""

    @property
    def interrupted(self) -> bool:
        return self.record.interrupted

    @property
    def review_started(self) -> bool:
        return self.record.review_started


def _call(
    model: ChatModel,
    messages: list[dict[str, Any]],
    tools: list[dict[str, Any]] | None,
    *,
    stream: bool,
    on_delta: Callable[[str], None] | None,
    max_tokens: int | None,
) -> ChatResult:
    if not stream:
        return model.chat(messages, tools=tools, max_tokens=max_tokens)
    scrubber = StreamingContextScrubber()
    final: ChatResult | None = None
    for event in model.stream(messages, tools=tools, max_tokens=max_tokens):
        if isinstance(event, TextDelta):
            visible = scrubber.feed(event.text)
            if visible and on_delta is not None:
                on_delta(visible)
        else:
            final = event
    rest = scrubber.flush()
    if rest and on_delta is not None:
        on_delta(rest)
    if final is None:
        raise HermesMemoryError("The model's stream ended without a final result.")
    return final


def run_turn(
    runtime: MemoryRuntime,
    user_message: str,
    *,
    model: ChatModel | None = None,
    max_iterations: int = DEFAULT_MAX_ITERATIONS,
    stream: bool = False,
    on_delta: Callable[[str], None] | None = None,
    on_tool_call: Callable[[ToolCall, str], None] | None = None,
    interrupt: threading.Event | None = None,
    max_tokens: int | None = None,
) -> TurnResult:
    """Drive one user turn end to end and return its :class:`TurnResult`."""
    chat_model = model or runtime.model
    if chat_model is None:
        raise HermesMemoryError("run_turn needs a model (pass model= or give the runtime one).")
    api = runtime.before_turn(user_message)
    recall_status = runtime.recall_status
    tools = runtime.tool_schemas() or None
    produced: list[dict[str, Any]] = []
    prompt_tokens = completion_tokens = 0
    last_prompt = 0
    text = ""
    iterations = 0
    limited = False
    interrupted = False
    try:
        while True:
            if interrupt is not None and interrupt.is_set():
                interrupted = True
                break
            out_of_calls = iterations >= max_iterations
            if out_of_calls:
                limited = True
                produced.append({"role": "user", "content": ITERATION_LIMIT_NOTE})
            result = _call(
                chat_model,
                runtime.tool_window.fit(api + produced),
                None if out_of_calls else tools,
                stream=stream,
                on_delta=on_delta,
                max_tokens=max_tokens,
            )
            if out_of_calls:
                produced.pop()  # the nudge is for this call only, never stored
            iterations += 1
            prompt_tokens += result.usage.prompt_tokens
            completion_tokens += result.usage.completion_tokens
            last_prompt = result.usage.prompt_tokens or last_prompt
            produced.append(result.to_message())
            if not result.tool_calls or out_of_calls:
                text = result.text
                break
            for call in result.tool_calls:
                output = runtime.handle_tool_call(call.name, call.arguments, tool_call_id=call.id)
                produced.append(
                    {
                        "role": "tool",
                        "tool_call_id": call.id,
                        "tool_name": call.name,
                        "content": output,
                    }
                )
                if on_tool_call is not None:
                    on_tool_call(call, output)
    except BaseException:
        if produced or text:
            runtime.after_turn(text, produced, interrupted=True)
        else:
            runtime.abandon_turn()
        raise
    record = runtime.after_turn(
        text, produced, interrupted=interrupted, prompt_tokens=last_prompt or None
    )
    runtime.record_usage(prompt_tokens, completion_tokens, iterations)
    usage = Usage(prompt_tokens, completion_tokens, prompt_tokens + completion_tokens)
    return TurnResult(text, produced, record, iterations, usage, limited, recall_status)
