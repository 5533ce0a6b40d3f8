"""ContextCompressor: head/tail protection, tool pairs, iterative summaries, failures."""

from __future__ import annotations

import copy
import itertools
import json
from typing import Any

import pytest

from fakes import ScriptedModel
from hermes_memory.compression import (
    SUMMARY_PREFIX,
    CompressionSettings,
    ContextCompressor,
    SkipReason,
    is_summary,
)
from hermes_memory.compression.pairs import TOOL_CALL_REMOVED, sanitize_tool_pairs
from hermes_memory.compression.prune import DUPLICATE_OUTPUT, prune_tool_outputs
from hermes_memory.errors import CompressionError, LLMConfigError, LLMResponseError

SETTINGS = CompressionSettings(context_length=8_000, protect_first_n=3, protect_last_n=4)


def conversation(
    turns: int, *, size: int = 400, tools: bool = False, start: int = 0
) -> list[dict[str, Any]]:
    messages: list[dict[str, Any]] = []
    for i in range(start, start + turns):
        messages.append({"role": "user", "content": f"user asks {i} " + "u" * size})
        if tools:
            messages.append(
                {
                    "role": "assistant",
                    "content": "",
                    "tool_calls": [
                        {
                            "id": f"c{i}",
                            "type": "function",
                            "function": {"name": "search", "arguments": json.dumps({"q": f"q{i}"})},
                        }
                    ],
                }
            )
            messages.append(
                {"role": "tool", "tool_call_id": f"c{i}", "content": f"result {i} " + "r" * size}
            )
        messages.append({"role": "assistant", "content": f"answer {i} " + "a" * size})
    return messages


def assert_pairs_consistent(messages: list[dict[str, Any]]) -> None:
    calls = {c["id"] for m in messages for c in m.get("tool_calls") or []}
    results = {m["tool_call_id"] for m in messages if m["role"] == "tool"}
    assert calls == results


def summaries(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [m for m in messages if is_summary(m)]


def test_head_and_tail_are_kept_verbatim() -> None:
    system = {"role": "system", "content": "You are a test agent."}
    original = [system, *conversation(30)]
    frozen = copy.deepcopy(original)
    model = ScriptedModel(["## Goal\nfirst checkpoint"])
    result = ContextCompressor(model, SETTINGS).compress(original)

    assert original == frozen  # never mutates the caller's list
    assert result.compressed
    out = result.messages
    assert out[0]["role"] == "system"
    assert out[0]["content"].startswith("You are a test agent.")
    assert "condensed into a checkpoint" in out[0]["content"]
    assert out[1:4] == original[1:4]  # protect_first_n = 3
    [summary] = summaries(out)
    assert SUMMARY_PREFIX in summary["content"]
    assert "first checkpoint" in summary["content"]
    # the tail is the original suffix (its first message may carry the merged summary)
    tail = out[out.index(summary) + 1 :]
    assert tail == original[len(original) - len(tail) :]
    assert len(tail) >= 4
    assert out[-1] == original[-1]
    # roles never repeat where the summary was spliced in
    roles = [m["role"] for m in out[1:]]
    assert all(a != b for a, b in itertools.pairwise(roles))

    prompt = model.calls[0].messages[-1]["content"]
    turns = prompt.split("TURNS:\n", 1)[1].split("Keep the whole checkpoint", 1)[0]
    assert "user asks 5 " in turns
    assert "user asks 0 " not in turns  # head
    assert "user asks 29 " not in turns  # tail
    assert "FOCUS TOPIC: user asks 27" in prompt  # auto focus: the latest user turns
    assert "## Historical Task Snapshot" in prompt
    assert prompt.index("## Goal") < prompt.index("## Critical Context")
    assert result.summarized_count == len(original) - 4 - len(tail) + (
        1 if summary is tail[0:1] else 0
    )
    assert result.tokens_after < result.tokens_before


def test_last_user_message_and_reply_always_in_tail() -> None:
    messages = conversation(2, size=50) + conversation(1, size=9_000, start=2)
    result = ContextCompressor(ScriptedModel(["summary"]), SETTINGS).compress(messages)
    assert result.messages[-2:] == messages[-2:]


@pytest.mark.parametrize("protect_last_n", [1, 2, 3, 4, 5, 7])
@pytest.mark.parametrize("size", [100, 390, 1200])
def test_tool_pairs_stay_consistent(protect_last_n: int, size: int) -> None:
    settings = CompressionSettings(
        context_length=8_000, protect_first_n=2, protect_last_n=protect_last_n
    )
    messages = conversation(25, size=size, tools=True)
    result = ContextCompressor(ScriptedModel(["summary"]), settings).compress(messages)
    assert result.compressed
    assert_pairs_consistent(result.messages)
    # a tool result never opens the tail
    after = result.messages.index(summaries(result.messages)[0]) + 1
    assert result.messages[after]["role"] != "tool"


def test_sanitizer_drops_orphans_both_ways() -> None:
    messages = [
        {"role": "user", "content": "go"},
        {"role": "tool", "tool_call_id": "gone", "content": "orphan result"},
        {
            "role": "assistant",
            "content": "",
            "tool_calls": [
                {"id": "kept", "function": {"name": "a", "arguments": "{}"}},
                {"id": "lost", "function": {"name": "b", "arguments": "{}"}},
            ],
        },
        {"role": "tool", "tool_call_id": "kept", "content": "ok"},
        {"role": "assistant", "content": "", "tool_calls": [{"call_id": "x", "name": "c"}]},
        {"role": "assistant", "content": "done"},
    ]
    out = sanitize_tool_pairs(messages)
    assert [m.get("tool_call_id") for m in out if m["role"] == "tool"] == ["kept"]
    assert [c["id"] for c in out[1]["tool_calls"]] == ["kept"]
    assert "tool_calls" not in out[3]
    assert out[3]["content"] == TOOL_CALL_REMOVED


def test_iterative_summary_is_updated_not_rewritten() -> None:
    model = ScriptedModel(["## Goal\nFIRST-SUMMARY", "## Goal\nSECOND-SUMMARY", "## Goal\nTHIRD"])
    compressor = ContextCompressor(model, SETTINGS)
    first = compressor.compress(conversation(30))
    grown = first.messages + conversation(30, start=100)
    second = compressor.compress(grown)

    prompt = model.calls[1].messages[-1]["content"]
    assert "PREVIOUS CHECKPOINT:\n## Goal\nFIRST-SUMMARY" in prompt
    assert "Update the checkpoint" in prompt
    assert "user asks 105 " in prompt
    [only] = summaries(second.messages)
    assert "SECOND-SUMMARY" in only["content"]
    assert "FIRST-SUMMARY" not in only["content"]
    assert compressor.compression_count == 2
    # the head decays once a summary exists: nothing of the first turns is kept verbatim
    assert second.messages[0] is not None and not any(
        "user asks 0 " in str(m.get("content")) for m in second.messages
    )

    # a fresh compressor (e.g. after a restart) rehydrates the summary from the messages
    fresh = ContextCompressor(model, SETTINGS)
    fresh.compress(second.messages + conversation(30, start=200))
    assert "PREVIOUS CHECKPOINT:\n## Goal\nSECOND-SUMMARY" in model.calls[2].messages[-1]["content"]


def test_failed_summary_aborts_and_changes_nothing() -> None:
    messages = conversation(30)
    frozen = copy.deepcopy(messages)
    model = ScriptedModel([LLMResponseError("boom", status_code=500), "", "## Goal\nok"])
    compressor = ContextCompressor(model, SETTINGS)
    with pytest.raises(CompressionError) as info:
        compressor.compress(messages)
    assert "nothing was changed" in str(info.value)
    assert messages == frozen
    assert compressor.compression_count == 0
    assert compressor.previous_summary is None
    # cooling down now: an automatic retry is refused, a forced one goes through
    assert not compressor.should_compress(10**6)
    with pytest.raises(CompressionError, match="cooling down"):
        compressor.compress(messages)
    with pytest.raises(CompressionError):  # the empty reply is a failure too
        compressor.compress(messages, force=True)
    assert compressor.compress(messages, force=True).compressed


@pytest.mark.parametrize(
    ("error", "seconds"),
    [
        (LLMConfigError("no LLM provider configured"), 600.0),
        (LLMResponseError("The endpoint's reply is not JSON: '<html>'"), 30.0),
        (LLMResponseError("stream closed before the reply ended"), 30.0),
        (LLMResponseError("overloaded", status_code=503), 60.0),
    ],
)
def test_cooldown_length_depends_on_the_failure(error: Exception, seconds: float) -> None:
    now = [100.0]
    compressor = ContextCompressor(ScriptedModel([error]), SETTINGS, monotonic=lambda: now[0])
    with pytest.raises(CompressionError):
        compressor.compress(conversation(30))
    assert compressor.cooldown_remaining() == pytest.approx(seconds)
    now[0] += seconds
    assert not compressor.in_cooldown()


def test_a_distinct_summary_model_gets_one_retry_on_the_main_model() -> None:
    summariser = ScriptedModel([LLMResponseError("no such model", status_code=404)])
    main = ScriptedModel(["## Goal\nfrom the main model"])
    compressor = ContextCompressor(summariser, SETTINGS, main_model=main)
    result = compressor.compress(conversation(30))
    assert result.compressed and "from the main model" in (result.summary or "")
    assert not compressor.in_cooldown() and compressor.last_error is None
    # the same model as main: no retry, the failure starts the cooldown
    alone = ScriptedModel([LLMResponseError("boom", status_code=500)])
    same = ContextCompressor(alone, SETTINGS, main_model=alone)
    with pytest.raises(CompressionError):
        same.compress(conversation(30))
    assert len(alone.calls) == 1 and same.in_cooldown()


def test_fallback_summary_only_when_allowed_and_not_fatal() -> None:
    settings = CompressionSettings(context_length=8_000, abort_on_summary_failure=False)
    model = ScriptedModel([LLMResponseError("overloaded", status_code=500)])
    result = ContextCompressor(model, settings).compress(conversation(30))
    assert result.compressed and result.fallback_used
    assert "Written without a model" in result.summary  # type: ignore[operator]
    assert "## User requests\n- user asks 11" in result.summary  # type: ignore[operator]

    auth = ScriptedModel([LLMResponseError("bad key", status_code=401)])
    with pytest.raises(CompressionError):
        ContextCompressor(auth, settings).compress(conversation(30))


def test_too_few_messages_is_a_no_op() -> None:
    model = ScriptedModel()
    result = ContextCompressor(model, SETTINGS).compress(conversation(3))
    assert not result.compressed
    assert result.skipped is SkipReason.TOO_FEW_MESSAGES
    assert model.calls == []


def test_pruning_old_tool_outputs() -> None:
    messages = conversation(12, size=600, tools=True)
    messages[6]["content"] = messages[2]["content"]  # a repeated large output
    pruned, changed = prune_tool_outputs(messages, tail_budget=400, protect_last_n=3)
    assert changed > 0
    assert pruned[2]["content"] == DUPLICATE_OUTPUT  # the older copy
    assert pruned[6]["content"].startswith("[search] q=q1 (")  # outside the tail: described
    assert pruned[10]["content"] == "[search] q=q2 (609 chars result)"
    assert pruned[-2] == messages[-2]  # inside the protected tail: untouched
    assert messages[6]["content"].startswith("result 0")  # input untouched


def test_summary_secrets_are_redacted_in_the_prompt() -> None:
    messages = conversation(30)
    messages[8]["content"] = "my key is sk-abcdefghijklmnopqrstuvwxyz123456 keep it"
    model = ScriptedModel(["## Goal\nx"])
    ContextCompressor(model, SETTINGS).compress(messages)
    prompt = model.calls[0].messages[-1]["content"]
    assert "sk-abcdefghijklmnopqrstuvwxyz123456" not in prompt
    assert "[redacted]" in prompt
