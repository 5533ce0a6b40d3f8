"""``compress_tool_result`` (spec §2, acceptance 3–8): each kind of output, the limits, the
marker lines, idempotence, and input that must never raise."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hermes_memory import compress_tool_result
from hermes_memory.compression.tokens import rough_tokens
from hermes_memory.working import ResultKind, classify

TRUNCATED_LINES = re.compile(r"^\.\.\. \[truncated (\d+) lines\] \.\.\.$")


def _code(lines: int) -> str:
    return "\n".join(f"  step {i}: value = compute({i})" for i in range(lines))


def test_short_result_is_returned_unchanged() -> None:
    text = "exit code 0\nall good"
    assert compress_tool_result(text) is text


def test_two_hundred_lines_of_code_keep_25_head_and_10_tail_lines() -> None:
    text = _code(200)
    out = compress_tool_result(text)
    lines = out.split("\n")
    assert len(lines) == 36
    assert lines[:25] == text.split("\n")[:25]
    assert lines[26:] == text.split("\n")[-10:]
    match = TRUNCATED_LINES.match(lines[25])
    assert match is not None and match.group(1) == "165"


def test_code_with_long_lines_is_cut_harder_keeping_the_ratio() -> None:
    text = "\n".join(f"$ run {i} " + "x" * 150 for i in range(120))
    out = compress_tool_result(text, 500)
    lines = out.split("\n")
    marker = next(i for i, line in enumerate(lines) if TRUNCATED_LINES.match(line))
    head, tail = marker, len(lines) - marker - 1
    assert 5 <= head < 25
    assert tail == max(2, round(head / 2.5))
    assert rough_tokens("\n".join(lines[:head] + lines[marker + 1 :])) <= 500


def test_code_whose_lines_never_fit_falls_back_to_a_word_cut() -> None:
    text = "\n".join("error: " + "word " * 500 for _ in range(60))
    out = compress_tool_result(text, 100)
    assert out.endswith(f"of {len(text)} characters kept]")


def test_trailing_newline_and_crlf_line_breaks_are_preserved() -> None:
    text = "\r\n".join(f"  line {i} = {i}" for i in range(100)) + "\n"
    out = compress_tool_result(text, 200)
    assert out.endswith("\n")
    assert out.split("\n")[0].endswith("\r")


def test_csv_of_a_thousand_rows_is_summarised() -> None:
    rows = [f"{i},host-{i % 7},{i * 0.5:.1f}" for i in range(1000)]
    text = "id,host,latency_ms\n" + "\n".join(rows)
    out = compress_tool_result(text)
    assert out.startswith("[table summarised: 1000 rows × 3 columns]")
    assert "columns: id, host, latency_ms" in out
    for row in rows[:5]:
        assert f"\n{row}\n" in out
    assert rows[5] not in out.split("\n")
    assert "id: min 0, max 999, mean 500" in out
    assert "latency_ms: min 0, max 500, mean 250" in out
    assert "host:" not in out  # not numeric: no statistics


def test_tsv_and_markdown_tables_are_summarised() -> None:
    tsv = "name\tscore\n" + "\n".join(f"n{i}\t{i}" for i in range(400))
    assert compress_tool_result(tsv).startswith("[table summarised: 400 rows × 2 columns]")
    md = "| a | b |\n|---|---|\n" + "\n".join(f"| {i} | x{i} |" for i in range(400))
    out = compress_tool_result(md)
    assert out.startswith("[table summarised: 400 rows × 2 columns]")
    assert "| 0 | x0 |" in out
    assert "a: min 0, max 399, mean 200" in out


def test_json_array_of_objects_is_a_table() -> None:
    data = [{"id": i, "status": "ok" if i % 2 else "failed", "ms": i * 3} for i in range(300)]
    text = json.dumps(data)
    out = compress_tool_result(text)
    assert out.startswith("[table summarised: 300 rows × 3 columns]")
    assert "columns: id, status, ms" in out
    assert json.dumps(data[0]) in out
    assert "ms: min 0, max 897, mean 448" in out


def test_other_json_is_code_output() -> None:
    text = json.dumps({"items": [{"n": i} for i in range(300)]}, indent=2)
    assert classify(text)[0] is ResultKind.CODE
    out = compress_tool_result(text)
    assert any(TRUNCATED_LINES.match(line) for line in out.split("\n"))
    assert out.startswith(text[:20])
    # an array of scalars is not tabular either
    assert classify(json.dumps(list(range(50)), indent=1))[0] is ResultKind.CODE


def test_prose_is_cut_on_a_word_boundary() -> None:
    words = [f"word{i}" for i in range(2000)]
    text = " ".join(words)
    out = compress_tool_result(text, 100)
    kept, marker = out.rsplit("\n", 1)
    assert marker == f"... [truncated, {len(kept)} of {len(text)} characters kept]"
    assert kept.split(" ")[-1] in words  # no word is split
    assert rough_tokens(kept) <= 100


def test_one_huge_word_is_cut_mid_word() -> None:
    text = "x" * 10_000
    kept, marker = compress_tool_result(text, 10).rsplit("\n", 1)
    assert kept == "x" * len(kept) and 0 < len(kept) <= 40
    assert marker.endswith("of 10000 characters kept]")


@pytest.mark.parametrize(
    "text",
    [
        _code(200),
        "id,v\n" + "\n".join(f"{i},{i}" for i in range(900)),
        "lorem ipsum " * 2000,
        json.dumps([{"k": i} for i in range(500)]),
        "\n".join("    at com.example.Foo(Foo.java:1)" for _ in range(300)),
    ],
)
@pytest.mark.parametrize("budget", [20, 100, 500])
def test_compressing_twice_equals_compressing_once(text: str, budget: int) -> None:
    once = compress_tool_result(text, budget)
    assert compress_tool_result(once, budget) == once


@pytest.mark.parametrize(
    "detected",
    [
        "Traceback (most recent call last):\n  File 'x.py', line 1\nValueError: no",
        "```\nprint(1)\n```",
        "$ make test\nok",
        "diff --git a/x b/x\n@@ -1 +1 @@",
        "build failed\nerror: cannot find symbol",
        "Exception in thread main\n    at a.b(C.java:1)\n    at d.e(F.java:2)",
    ],
)
def test_log_and_trace_markers_read_as_code(detected: str) -> None:
    assert classify(detected)[0] is ResultKind.CODE


def test_plain_sentences_read_as_prose() -> None:
    assert classify("The build finished. Everything passed, nothing to report.")[0] is (
        ResultKind.PROSE
    )


@pytest.mark.parametrize(
    "odd",
    [None, 12345, b"\xff\xfe bytes " * 900, bytearray(b"a" * 5000), {"a": 1}, ["x"] * 3000],
)
def test_odd_input_never_raises_and_returns_text(odd: object) -> None:
    out = compress_tool_result(odd)
    assert isinstance(out, str)
    assert rough_tokens(out) <= 500 + 20


@pytest.mark.parametrize("budget", [0, -3, "ten"])
def test_a_bad_budget_never_raises(budget: object) -> None:
    assert isinstance(compress_tool_result("a b c " * 500, budget), str)  # type: ignore[arg-type]


@given(st.text(max_size=3000), st.integers(min_value=1, max_value=300))
def test_any_text_stays_within_budget_and_is_idempotent(text: str, budget: int) -> None:
    once = compress_tool_result(text, budget)
    assert compress_tool_result(once, budget) == once
    body = [line for line in once.split("\n") if not line.startswith(("... [", "[table summ"))]
    assert rough_tokens("\n".join(body)) <= budget + 1


def test_an_object_whose_str_fails_still_gives_text() -> None:
    class Hostile:
        def __str__(self) -> str:
            raise RuntimeError("no text for you")

    out = compress_tool_result(Hostile())
    assert "Hostile" in out
