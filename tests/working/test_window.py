"""``fit_tool_results``: per-result compression and the ``tool_results`` slot on copies of
the API messages (the oldest give way first, the newest stays whole, nothing else moves)."""

from __future__ import annotations

from typing import Any

from hermes_memory.compression.tokens import rough_tokens
from hermes_memory.working import fit_tool_results


def _tool(text: str, name: str = "fetch") -> dict[str, Any]:
    return {"role": "tool", "tool_call_id": name, "tool_name": name, "content": text}


def _words(tag: str, n: int) -> str:
    return " ".join(f"{tag}{i}" for i in range(n))


def test_a_window_that_fits_comes_back_equal_and_copied() -> None:
    messages = [{"role": "user", "content": "hi"}, _tool("short"), {"role": "assistant"}]
    out = fit_tool_results(messages, slot_tokens=1000, per_result_tokens=100)
    assert out == messages
    assert all(a is not b for a, b in zip(out, messages, strict=True))


def test_each_result_over_the_limit_is_compressed_and_inputs_are_untouched() -> None:
    big = _words("w", 2000)
    messages = [_tool(big), {"role": "user", "content": big}]
    out = fit_tool_results(messages, slot_tokens=10_000, per_result_tokens=200)
    assert out[0]["content"].endswith(f"of {len(big)} characters kept]")
    assert out[1]["content"] == big  # only tool results are cut
    assert messages[0]["content"] == big  # the caller's list is not changed


def test_the_oldest_results_give_way_first_and_the_newest_stays() -> None:
    results = [_words(tag, 200) for tag in ("a", "b", "c", "d")]
    assert [rough_tokens(r) for r in results] == [223, 223, 223, 223]
    messages = [_tool(text) for text in results]
    out = fit_tool_results(messages, slot_tokens=700, per_result_tokens=1000)
    contents = [m["content"] for m in out]
    assert contents[3] == results[3]
    assert contents[0] != results[0] and contents[1] != results[1]
    assert rough_tokens(contents[0].rsplit("\n", 1)[0]) <= 100
    assert sum(rough_tokens(c) for c in contents) <= 700
    assert contents[2] == results[2]  # fitting stopped as soon as the slot was met


def test_results_named_keep_whole_are_neither_cut_nor_counted() -> None:
    big = _words("s", 3000)
    messages = [_tool(big, "session_search"), _tool(_words("x", 50))]
    out = fit_tool_results(
        messages, slot_tokens=100, per_result_tokens=50, keep_whole=frozenset({"session_search"})
    )
    assert out[0]["content"] == big


def test_non_text_tool_content_is_left_alone() -> None:
    parts = [{"type": "text", "text": "x" * 10_000}]
    out = fit_tool_results(
        [{"role": "tool", "content": parts}], slot_tokens=10, per_result_tokens=10
    )
    assert out[0]["content"] == parts
