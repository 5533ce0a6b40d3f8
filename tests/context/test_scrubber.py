"""The streaming scrubber against spec §6, checked at every split point of every example."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hermes_memory.context.fencing import sanitize_context
from hermes_memory.context.scrubber import StreamingContextScrubber, fold_tag_case
from hypothesis_profiles import examples

BLOCK = "<memory-context>\n[System note: x]\n\nsecret fact\n</memory-context>"

# Streams from spec §6 (and §5) that must pass through unchanged…
PASS_THROUGH = [
    "The <memory-context> tag name is used for recall.",
    "Wrap it in a `<memory-context>` block.",
    "<memory-context> is the tag at line start, then a space",
    "hello <memory other",
    "price < 5 and price <= 6",
    "mid <memory-context>\nnot a block</memory-context> end",
    "</memory-context> stray close outside a span",
    "tail ends with a partial <memory-cont",
    "line\n<memory-context>",  # no newline ever confirms the tag
]
# …and (stream, visible output) pairs where a span is hidden.
SCRUBBED = [
    (BLOCK + "\n\nVisible answer", "\n\nVisible answer"),
    ("pre \n<memory-context>\nleak</memory-context> post", "pre \n post"),
    ("pre \n<MEMORY-CONTEXT>\nleak</Memory-Context> post", "pre \n post"),
    ("a\n  <memory-context>\r\nleak\r\n</memory-context>\r\nb", "a\n  \r\nb"),
    (
        "one\n<memory-context>\nx</memory-context>\ntwo\n<memory-context>\ny</memory-context>3",
        "one\n\ntwo\n3",
    ),
    ("answer\n<memory-context>\nunterminated payload", "answer\n"),
    ("answer\n<memory-context>\nunterminated </memory-cont", "answer\n"),
    ("x\n<memory-context>\na</memory-context><memory-context>\nb</memory-context>y", "x\ny"),
]
EXAMPLES = [(stream, stream) for stream in PASS_THROUGH] + SCRUBBED


def run(chunks: list[str], scrubber: StreamingContextScrubber | None = None) -> str:
    scrubber = scrubber or StreamingContextScrubber()
    return "".join(scrubber.feed(chunk) for chunk in chunks) + scrubber.flush()


@pytest.mark.parametrize(("stream", "expected"), EXAMPLES)
def test_one_chunk(stream: str, expected: str) -> None:
    assert run([stream]) == expected


@pytest.mark.parametrize(("stream", "expected"), EXAMPLES)
def test_every_single_split_point(stream: str, expected: str) -> None:
    for i in range(len(stream) + 1):
        assert run([stream[:i], stream[i:]]) == expected, f"split at {i}: {stream[:i]!r}"


@pytest.mark.parametrize(("stream", "expected"), EXAMPLES)
def test_every_pair_of_split_points(stream: str, expected: str) -> None:
    for i, j in itertools.combinations(range(len(stream) + 1), 2):
        assert run([stream[:i], stream[i:j], stream[j:]]) == expected, (i, j)


@pytest.mark.parametrize(("stream", "expected"), EXAMPLES)
def test_character_by_character(stream: str, expected: str) -> None:
    assert run(list(stream)) == expected


def test_partial_tag_is_held_then_released() -> None:
    scrubber = StreamingContextScrubber()
    assert scrubber.feed("hello <mem") == "hello "
    assert scrubber.feed("ory other") == "<memory other"
    assert scrubber.flush() == ""


def test_lone_less_than_followed_by_space_is_not_held() -> None:
    scrubber = StreamingContextScrubber()
    assert scrubber.feed("price < ") == "price < "


def test_complete_tag_waits_for_the_confirming_newline() -> None:
    scrubber = StreamingContextScrubber()
    assert scrubber.feed("pre \n<memory-context>") == "pre \n"
    assert scrubber.feed("\nleak</memory-context> post") == " post"
    assert scrubber.flush() == ""


def test_split_close_tag() -> None:
    scrubber = StreamingContextScrubber()
    out = scrubber.feed("x\n<memory-context>\nsecret</memory-")
    out += scrubber.feed("context>after")
    assert out + scrubber.flush() == "x\nafter"


def test_unterminated_span_is_dropped_at_flush() -> None:
    scrubber = StreamingContextScrubber()
    assert scrubber.feed("ok\n<memory-context>\nleaking") == "ok\n"
    assert scrubber.feed(" more") == ""
    assert scrubber.flush() == ""
    # flush leaves the scrubber usable: the span is closed.
    assert scrubber.feed("next") == "next"


def test_reset_clears_held_partial_tags_and_hung_spans() -> None:
    scrubber = StreamingContextScrubber()
    scrubber.feed("text <memory-con")
    scrubber.reset()
    assert scrubber.feed("tinued") == "tinued"
    scrubber.feed("\n<memory-context>\nhung")
    scrubber.reset()
    assert scrubber.feed("visible") == "visible"
    assert scrubber.flush() == ""


def test_reset_restores_the_line_start_state() -> None:
    scrubber = StreamingContextScrubber()
    assert scrubber.feed("mid line ") == "mid line "
    assert scrubber.feed("<memory-context>\nshown</memory-context>") == (
        "<memory-context>\nshown</memory-context>"
    )
    scrubber.reset()
    assert scrubber.feed("<memory-context>\nhidden</memory-context>ok") == "ok"


def test_empty_feed_changes_nothing() -> None:
    scrubber = StreamingContextScrubber()
    scrubber.feed("a <memory")
    assert scrubber.feed("") == ""
    assert scrubber.flush() == "<memory"


def test_fold_is_length_preserving() -> None:
    text = "İstanbul <MEMORY-CONTEXT> ß"
    folded = fold_tag_case(text)
    assert len(folded) == len(text)
    assert folded.index("<memory-context>") == text.index("<MEMORY-CONTEXT>")


def test_non_ascii_before_a_tag_keeps_indices_aligned() -> None:
    stream = "İİİ\n<MEMORY-CONTEXT>\nsecret</memory-context>visible"
    assert run([stream]) == "İİİ\nvisible"


# --- property: chunking never changes the output --------------------------------------------

FRAGMENTS = st.sampled_from(
    [
        "<memory-context>",
        "</memory-context>",
        "<MEMORY-CONTEXT>",
        "</Memory-Context>",
        "<memory-",
        "context>",
        "</memory",
        "<",
        ">",
        "/",
        "\n",
        "\r\n",
        "\r",
        " ",
        "  ",
        "text",
        "a",
        "`",
        "mem",
        "-context",
        "İ",
    ]
)


@settings(max_examples=examples(400), deadline=None)
@given(
    parts=st.lists(FRAGMENTS, min_size=0, max_size=30),
    cuts=st.lists(st.integers(min_value=0, max_value=400), max_size=12),
)
def test_random_chunking_matches_one_chunk(parts: list[str], cuts: list[int]) -> None:
    stream = "".join(parts)
    points = sorted({c % (len(stream) + 1) for c in cuts})
    chunks = [stream[a:b] for a, b in zip([0, *points], [*points, len(stream)], strict=True)]
    assert "".join(chunks) == stream
    assert run(chunks) == run([stream])


@settings(max_examples=examples(200), deadline=None)
@given(parts=st.lists(FRAGMENTS, min_size=0, max_size=20))
def test_a_complete_block_on_its_own_lines_never_leaks(parts: list[str]) -> None:
    secret = "TOPSECRET"
    stream = "".join(parts).replace("</memory-context>", "").replace("</Memory-Context>", "")
    full = f"{stream}\n<memory-context>\n{secret}\n</memory-context>\nafter"
    assert secret not in run(list(full))
    assert run([full]).endswith("\nafter")


def test_scrubber_and_sanitize_agree_on_a_whole_block() -> None:
    text = BLOCK + "\nVisible"
    assert run([text]) == sanitize_context(text) == "\nVisible"
