"""One module for search text: the CJK ranges, stop words, escaping and the sanitizer are
defined once (``sessions/search/text.py``) and the store, the GLOB of state.db's CJK trigger
and the holographic provider all read them from there."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from hermes_memory.providers.bundled.holographic import text as holo_text
from hermes_memory.sessions import search
from hermes_memory.sessions.search import text
from hermes_memory.sessions.storage import schema

SRC = Path(__file__).resolve().parents[2] / "src" / "hermes_memory"


def test_the_trigger_glob_is_the_ranges_glob() -> None:
    # state.db files hold this exact text in their CJK trigger: it must never drift
    assert schema.CJK_GLOB == text.CJK_GLOB
    assert text.CJK_GLOB == (
        "*[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\U00020000-\U0002a6df]*"
    )


def test_the_regex_class_covers_exactly_the_ranges() -> None:
    for lo, hi in text.CJK_RANGES:
        for cp in (lo, hi):
            assert text.is_cjk_char(chr(cp))
            assert text.contains_cjk(chr(cp))
    for outside in ("a", "é", "\uf900", "\u2fff", "\U0002a6e0"):
        assert not text.is_cjk_char(outside)
        assert not text.contains_cjk(outside)


def test_one_definition_of_the_cjk_ranges_in_the_source() -> None:
    # "一" itself is a Chinese word the injection rules use ("一切", "一律"); it starts a range
    # definition only when written escaped, as a number, or followed by a range's hyphen
    literal = re.compile(r"\\u4e00|0x4E00|\u4e00-", re.IGNORECASE)
    holders = sorted(
        str(path.relative_to(SRC))
        for path in SRC.rglob("*.py")
        if literal.search(path.read_text(encoding="utf-8"))
    )
    # text.py defines the ranges; schema.py writes the trigger's DDL text (pinned above);
    # frames_structure's class is another concept: the kana or kanji a Japanese verb's stem
    # ends in before its "ない", not the search's CJK ranges
    assert holders == [
        "scanning/frames_structure.py",
        "sessions/search/text.py",
        "sessions/storage/schema.py",
    ]


def test_one_sanitizer_and_one_stop_word_list() -> None:
    defined = [
        str(path.relative_to(SRC))
        for path in SRC.rglob("*.py")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.FunctionDef) and node.name == "sanitize_fts_query"
    ]
    assert defined == ["sessions/search/text.py"]
    assert search.sanitize_fts_query is text.sanitize_fts_query
    assert holo_text.STOPWORDS is text.STOP_WORDS
    assert len(text.STOP_WORDS) == 277


def test_the_holographic_provider_reads_text_as_the_store_does() -> None:
    # stop words dropped from its OR query are the store's; CJK runs use the store's ranges
    assert holo_text.fts_or_query("where does Caroline live") == '"caroline" OR "live"'
    assert holo_text.fts_or_query("what else") == "what else"  # all stop words: kept raw
    assert holo_text.tokenize("\U00020000\U00020001") == {"\U00020000\U00020001"}
    assert holo_text.cjk_like_terms("見て") == ["見て"]
    assert holo_text.escape_like("50%_off\\") == text.escape_like("50%_off\\")


def test_the_sanitizer_survives_odd_text_through_the_facade() -> None:
    assert search.sanitize_fts_query('"unclosed (a) OR') == "unclosed  a"
    assert search.sanitize_fts_query("") == ""
    assert search.fts_quote('say "hi"') == '"say ""hi"""'
