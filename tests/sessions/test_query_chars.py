"""Punctuation before the sanitizer: what the project's own search (PLAIN) and Hermes's reading
(HERMES) make of ``?``, ``'``, ``#``, full-width and CJK punctuation, and phrases."""

from __future__ import annotations

import pytest

from hermes_memory.sessions.search.query import (
    QueryDialect,
    has_operators,
    has_search_terms,
    sanitize_fts_query,
    sanitize_query,
    split_or_groups,
)
from hermes_memory.sessions.search.text import (
    drop_cjk_punctuation,
    has_cjk_word,
    phrase_spans,
    space_out_ascii,
)

PLAIN, HERMES = QueryDialect.PLAIN, QueryDialect.HERMES

# (typed, PLAIN, HERMES)
TABLE = [
    (
        "How do I deploy the billing API to staging?",
        "How do I deploy the billing API to staging",
        "How do I deploy the billing API to staging?",
    ),
    ("don't forget #42", "don t forget  42", "don't forget #42"),
    ("what's up?!", "what s up", "what's up?!"),
    ("e.g.", '"e.g"', '"e.g".'),
    ("P2.2?", '"P2.2"', '"P2.2"?'),
    ("chat-send!", '"chat-send"', '"chat-send"!'),
    ("foo -bar", "foo  bar", "foo -bar"),
    ("C# @home $5 50% a=b", "C   home  5 50  a b", "C# @home $5 50% a=b"),
    ("x\x0by\x0cz", "x y z", "x\x0by\x0cz"),
    ("deploy* and*", "deploy* and*", "deploy* and*"),  # and* is a prefix, not an operator
    # operators left at an edge once punctuation goes are dropped, as rule 4 drops one
    ("deploy.AND", "deploy", "deploy."),
    ("AND AND x OR OR", "x", "AND x OR"),
    ("NOT* ?a*", "a*", "* ?a*"),
    ("???", "", "???"),
    ("...", "", "..."),
    ("#", "", "#"),
    ("'", "", "'"),
    ('"what?" now?', '"what?" now', '"what?" now?'),
    # CJK: punctuation around the words goes in both dialects
    ("通信？", "通信", "通信"),
    ("看海！", "看海", "看海"),
    ("안녕?", "안녕", "안녕"),
    ("「世界」", "世界", "世界"),
    ("昨晚。", "昨晚", "昨晚"),
    ("你好，世界", "你好 世界", "你好 世界"),
    ("(通信) 안녕 ?", "通信 안녕", "通信 안녕"),
    ('"通信？"', '"通信"', '"通信"'),
    ("通信*?", "通信*", "通信*"),
    ("\u3000通信\u3000", "通信", "通信"),
    ("100%完成", "100%完成", "100%完成"),  # inside a word: a literal, as Hermes's LIKE reads it
    ("sp_new and 血管瘤", '"sp_new" and 血管瘤', '"sp_new" and 血管瘤'),
    ("deploy。", "deploy", "deploy"),  # no CJK word left: the word index answers
    ("「」。！？", "", ""),
]


@pytest.mark.parametrize(("typed", "plain", "hermes"), TABLE)
def test_both_dialects(typed: str, plain: str, hermes: str) -> None:
    assert sanitize_query(typed, PLAIN) == plain
    assert sanitize_query(typed, HERMES) == hermes


def test_hermes_dialect_is_the_spec_sanitizer_for_ascii_text() -> None:
    for typed in ("a AND OR b", 'foo"bar"baz', '""', "TODO: fix", "x *y", "C++"):
        assert sanitize_query(typed, HERMES) == sanitize_fts_query(typed)


def test_phrases_are_never_touched_outside_cjk() -> None:
    assert space_out_ascii('"it\'s #1?" then?') == '"it\'s #1?" then '
    assert phrase_spans('a "b c" "d') == [(2, 7)]
    assert drop_cjk_punctuation('"「x」" y') == '"「x」" y'  # no CJK word: left as typed


def test_cjk_words_and_punctuation_are_told_apart() -> None:
    assert has_cjk_word("通信") and has_cjk_word("々") and has_cjk_word("ーabc")
    for text in ("。", "「」", "\u3000", "・", "〜", "deploy"):
        assert not has_cjk_word(text), text


def test_search_terms_need_a_letter_or_digit() -> None:
    for empty in ("", '""', '"?"', "___", "AND", "NOT x", "*"):
        assert not has_search_terms(empty), empty
    for some in ("x", '"a b"', "7", "通信", "a OR NOT b"):
        assert has_search_terms(some), some


def test_operators_by_case() -> None:
    assert has_operators("a OR b", any_case=False) and has_operators("a NOT b", any_case=False)
    assert not has_operators("cats or dogs", any_case=False)  # FTS5: "or" is a word
    assert has_operators("记忆 or 断裂", any_case=True)  # the CJK path: an OR
    assert not has_operators('"rock AND roll"', any_case=True)  # inside a phrase
    fts5 = split_or_groups("cats or dogs", any_case=False)
    assert [[t.text for t in g] for g in fts5] == [["cats", "or", "dogs"]]
    assert len(split_or_groups("cats or dogs")) == 2
