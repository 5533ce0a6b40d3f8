"""The transcript cut a summary reads: whole phrase first, else where most words meet within
200 characters, else any word; a quarter before the spot, the rest after; at most the budget."""

from __future__ import annotations

from hermes_memory.tools.session_search.excerpt import (
    EARLIER,
    LATER,
    MAX_CHARS,
    cut_around,
    focus_positions,
    render_transcript,
)


def test_whole_phrase_first() -> None:
    text = "auth here. " + "x" * 500 + " login bug fixed. " + "y" * 500 + " login. bug."
    spot = text.index("login bug")
    assert focus_positions(text, "Login Bug") == [spot]


def test_else_where_most_words_meet() -> None:
    far = "login " + "z" * 600
    near = "the auth crash broke the login page"
    text = far + near + " " + "q" * 600 + " crash"
    spots = focus_positions(text, "login auth crash")
    assert spots and all(text.index(near) - 10 <= s <= text.index(near) + 30 for s in spots)


def test_else_any_word() -> None:
    text = "alpha " + "x" * 400 + " beta"
    assert focus_positions(text, "alpha beta") == [0, text.index("beta")]
    assert focus_positions(text, "gamma") == []


def test_short_text_is_kept_whole() -> None:
    assert cut_around("small transcript", "anything") == "small transcript"


def test_window_starts_a_quarter_before_the_match() -> None:
    text = "a" * 5000 + "NEEDLE" + "b" * 5000
    cut = cut_around(text, "needle", budget=1000)
    body = cut.removeprefix(EARLIER).removesuffix(LATER)
    assert cut.startswith(EARLIER) and cut.endswith(LATER) and len(body) == 1000
    assert body.index("NEEDLE") == 250


def test_window_clamped_to_the_end_and_the_default_budget() -> None:
    text = "c" * 250_000 + " the crash "
    cut = cut_around(text, "crash")
    assert cut.startswith(EARLIER) and not cut.endswith(LATER)
    assert len(cut) - len(EARLIER) == MAX_CHARS and "crash" in cut


def test_no_match_keeps_the_start() -> None:
    cut = cut_around("d" * 3000, "nothing", budget=1000)
    assert not cut.startswith(EARLIER) and cut.endswith(LATER)


def test_transcript_rendering() -> None:
    text = render_transcript(
        [
            {"role": "user", "content": "run the tests"},
            {"role": "assistant", "content": "", "tool_calls": [{"function": {"name": "sh"}}]},
            {"role": "tool", "tool_name": "sh", "content": "o" * 300 + "MIDDLE" + "e" * 300},
            {"role": "assistant", "content": "all green"},
        ]
    )
    assert "[USER]: run the tests" in text and "[ASSISTANT]: [Called: sh]" in text
    assert "[TOOL:sh]: " in text and "…[truncated]…" in text and "MIDDLE" not in text
    assert text.endswith("[ASSISTANT]: all green")
