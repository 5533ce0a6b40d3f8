"""The entry codec: parse / serialize / dedupe, newline and BOM handling, usage strings."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hermes_memory.curated.entries import (
    ENTRY_DELIMITER,
    Target,
    decode,
    dedupe,
    parse_bytes,
    parse_entries,
    preview,
    serialize,
    split_entries,
    store_size,
    usage_long,
    usage_short,
)
from hermes_memory.errors import InvalidTargetError


def test_delimiter_and_targets() -> None:
    assert ENTRY_DELIMITER == "\n§\n"
    assert Target.MEMORY == "memory" and Target.USER == "user"
    assert Target.MEMORY.filename == "MEMORY.md"
    assert Target.USER.filename == "USER.md"
    assert Target.parse("user") is Target.USER
    assert Target.parse(Target.MEMORY) is Target.MEMORY
    with pytest.raises(InvalidTargetError, match="Invalid memory target 'notes'"):
        Target.parse("notes")
    with pytest.raises(InvalidTargetError):
        Target.parse(None)


def test_serialize_has_no_header_or_trailing_newline() -> None:
    assert serialize(["a", "b"]) == "a\n§\nb"
    assert serialize([]) == ""


def test_parse_strips_and_drops_empty_pieces() -> None:
    assert parse_entries("  a \n§\n\n§\n b\n") == ["a", "b"]
    assert parse_entries("") == []
    assert parse_entries(" \n\t ") == []


def test_internal_newlines_and_blank_lines_survive() -> None:
    assert parse_entries("line 1\n\nline 2\n§\nnext") == ["line 1\n\nline 2", "next"]


def test_bare_section_sign_never_splits() -> None:
    assert parse_entries("a§b") == ["a§b"]
    assert parse_entries("§\nfoo\n§\nbar") == ["§\nfoo", "bar"]
    assert parse_entries("x\n§y\n§\nz") == ["x\n§y", "z"]


def test_unicode_whitespace_is_stripped_like_str_strip() -> None:
    raw = "\u00a0a\u3000\n§\n\x1cb\x1f"
    assert parse_entries(raw) == ["a", "b"]


def test_dedupe_keeps_first_occurrence_order() -> None:
    assert dedupe(["b", "a", "b", "c", "a"]) == ["b", "a", "c"]
    assert parse_entries("x\n§\ny\n§\nx") == ["x", "y"]
    assert split_entries("x\n§\ny\n§\nx") == ["x", "y", "x"]


def test_crlf_lone_cr_and_bom() -> None:
    assert parse_bytes(b"a\r\n\xc2\xa7\r\nb") == ["a", "b"]
    assert parse_bytes(b"a\r\xc2\xa7\rb") == ["a", "b"]
    assert parse_bytes(b"\xef\xbb\xbffirst\n\xc2\xa7\nsecond") == ["first", "second"]
    assert decode(b"one\r\ntwo\rthree") == "one\ntwo\nthree"


def test_invalid_utf8_is_an_error_not_a_lossy_view() -> None:
    with pytest.raises(UnicodeDecodeError):
        parse_bytes(b"ok\n\xc2\xa7\n\xff\xfe broken")


def test_store_size_counts_code_points() -> None:
    assert store_size([]) == 0
    assert store_size(["ab", "c"]) == 2 + 3 + 1
    assert store_size(["😀"]) == 1
    assert store_size(["e\u0301"]) == 2  # decomposed accent: two code points
    assert store_size(["a", "b", "c"]) == len(serialize(["a", "b", "c"]))


def test_usage_strings() -> None:
    assert usage_short(1234, 2200) == "1,234/2,200"
    assert usage_long(1234, 2200) == "56% — 1,234/2,200 chars"
    assert usage_long(2500, 2200) == "100% — 2,500/2,200 chars"
    assert usage_long(5, 0) == "0% — 5/0 chars"
    assert usage_long(0, 1375) == "0% — 0/1,375 chars"


def test_preview_is_80_chars_plus_ellipsis() -> None:
    assert preview("x" * 80) == "x" * 80
    assert preview("x" * 81) == "x" * 80 + "..."


_entry = (
    st.text(min_size=1, max_size=40)
    .map(str.strip)
    .filter(lambda s: bool(s) and ENTRY_DELIMITER not in s)
)


@given(st.lists(_entry, max_size=12))
def test_parse_serialize_round_trip(entries: list[str]) -> None:
    text = serialize(entries)
    # universal newlines would fold a "\r" inside an entry, so compare on the decoded form
    decoded = decode(text.encode("utf-8"))
    expected = [e for e in (x.strip() for x in decoded.split(ENTRY_DELIMITER)) if e]
    assert split_entries(decoded) == expected
    if "\r" not in text:
        assert split_entries(text) == entries
        assert parse_entries(text) == dedupe(entries)


@given(st.text(max_size=20).filter(lambda s: "\n" not in s and "\r" not in s))
def test_an_entry_holding_a_lone_section_sign_stays_one_entry(noise: str) -> None:
    entry = f"a{noise}§{noise}b"
    assert parse_entries(serialize([entry, "tail"])) == [entry.strip(), "tail"]
