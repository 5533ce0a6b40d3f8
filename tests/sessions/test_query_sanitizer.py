"""The query text layer: every sanitizer rule of spec §6.1, CJK detection, fallback terms."""

from __future__ import annotations

import re
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hermes_memory.sessions.search.query import (
    MAX_FTS5_QUERY_CHARS,
    STOP_WORDS,
    QueryTerm,
    cjk_index_columns,
    cjk_run_match,
    cjk_runs,
    contains_cjk,
    count_cjk,
    is_cjk_char,
    meaningful_terms,
    or_query,
    sanitize_fts_query,
    split_or_groups,
)
from hypothesis_profiles import examples

# spec §6.1, every row of the input → output table, in order
SANITIZER_TABLE = [
    ("hello world", "hello world"),
    ("C++", "C"),
    ('"unterminated', "unterminated"),
    ("(problem", "problem"),
    ("{test}", "test"),
    ("hello AND", "hello"),
    ("OR world", "world"),
    ("NOT java", "java"),
    ("or", ""),
    ("AND", ""),
    ("***", ""),
    ("**deploy", "deploy"),
    ("deploy*", "deploy*"),
    ("x *y", "x y"),
    ("TODO: fix", "TODO  fix"),
    ("error:timeout", "error timeout"),
    ("a^b", "a b"),
    ('"exact phrase"', '"exact phrase"'),
    ('"docker networking" setup', '"docker networking" setup'),
    ('"hello world" OR "foo bar"', '"hello world" OR "foo bar"'),
    ("chat-send", '"chat-send"'),
    ("fix chat-send bug", 'fix "chat-send" bug'),
    ('"chat-send"', '"chat-send"'),
    ('"my chat-send thing"', '"my chat-send thing"'),
    ("P2.2", '"P2.2"'),
    ("simulate.p2.test.ts", '"simulate.p2.test.ts"'),
    ("my-app.config", '"my-app.config"'),
    ("sp_new", '"sp_new"'),
    ("__init__", '"__init__"'),
    ("2024-01-05", '"2024-01-05"'),
    ("e.g.", '"e.g".'),
    ("sp_new and 血管瘤", '"sp_new" and 血管瘤'),
    ("python NOT java", "python NOT java"),
    ("a AND OR b", "a AND OR b"),
    ('foo"bar"baz', 'foo"bar"baz'),
    ('""', '""'),
]


@pytest.mark.parametrize(("raw", "expected"), SANITIZER_TABLE)
def test_sanitizer_table(raw: str, expected: str) -> None:
    assert sanitize_fts_query(raw) == expected


def test_rule_0_truncates_to_2048_characters() -> None:
    assert sanitize_fts_query("a" * 5000) == "a" * MAX_FTS5_QUERY_CHARS
    assert sanitize_fts_query("x " * 1500).count("x") == MAX_FTS5_QUERY_CHARS // 2


def test_rule_1_pairs_quotes_left_to_right() -> None:
    # the third quote has no partner: it becomes a space; the first two form a phrase
    assert sanitize_fts_query('"a b" c "d') == '"a b" c  d'
    # a phrase is set aside verbatim: specials inside survive rules 2-5
    assert sanitize_fts_query('"C++ (x): a.b" tail') == '"C++ (x): a.b" tail'


def test_rule_3_collapses_and_drops_leading_stars() -> None:
    assert sanitize_fts_query("dep**") == "dep*"
    assert sanitize_fts_query("a *b **c") == "a b c"


def test_rule_4_removes_one_leading_and_one_trailing_operator() -> None:
    assert sanitize_fts_query("AND OR x OR") == "OR x"
    assert sanitize_fts_query("not java") == "java"
    assert sanitize_fts_query("ORACLE db") == "ORACLE db"


def test_pathological_input_is_linear() -> None:
    # spec §6.1 pins it (100k quotes + 200k chars in < 0.5 s); generous bound on a busy box
    text = '"' * 100_000 + "ab" * 100_000
    start = time.perf_counter()
    sanitize_fts_query(text)
    sanitize_fts_query("a" * 200_000)
    sanitize_fts_query("a_" * 100_000 + ".")
    assert time.perf_counter() - start < 5


_RULE5 = re.compile(r"\w+(?:[._-]\w+)+")


@settings(max_examples=examples(400), deadline=None)
@given(st.text(alphabet="ab_.-_ 1éж", max_size=30))
def test_rule_5_matches_the_regex_it_replaces(text: str) -> None:
    # our linear scan must quote exactly what the (quadratic) spec regex quotes (no CJK
    # here: with CJK words, punctuation at a word's edges goes first)
    expected = _RULE5.sub(lambda m: f'"{m.group(0)}"', text).strip()
    assert sanitize_fts_query(text) == expected


def test_cjk_ranges() -> None:
    for char in "一鿿㐀䶿\U00020000\U0002a6df　〿ぁゟ゠ヿ가힯":
        assert is_cjk_char(char), hex(ord(char))
    for char in "a1é，ｱ":
        assert not is_cjk_char(char)
    assert contains_cjk("Agent通信") and not contains_cjk("agent")
    assert count_cjk("ab记忆c断") == 3
    assert cjk_runs("x记忆，断裂 y 안녕") == ["记忆", "断裂", "안녕"]


def test_cjk_index_columns_keep_runs_apart() -> None:
    bi, uni = cjk_index_columns("聊天记录，记忆断裂 ok 我") or ("", "")
    assert bi.split() == ["聊天", "天记", "记录", "0", "记忆", "忆断", "断裂", "0", "我"]
    assert uni.split() == ["聊", "天", "记", "录", "忆", "断", "裂", "我"]
    assert cjk_index_columns("plain text") is None
    assert cjk_run_match("通") == 'uni : "通"'
    assert cjk_run_match("记忆断裂") == 'bi : "记忆 忆断 断裂"'


def test_split_or_groups_reads_fts5_precedence() -> None:
    assert split_or_groups("a b OR c NOT d") == [
        [QueryTerm("a"), QueryTerm("b")],
        [QueryTerm("c"), QueryTerm("d", negated=True)],
    ]
    assert split_or_groups('"x y" and z') == [[QueryTerm("x y", phrase=True), QueryTerm("z")]]
    assert split_or_groups("NOT a") == []


def test_meaningful_terms_of_a_question() -> None:
    terms = meaningful_terms('When did Caroline\'s "support group" meet in 2023? deploy* P2.2')
    assert [t.text for t in terms] == [
        "Caroline",
        "support group",
        "meet",
        "2023",
        "deploy*",
        "P2.2",
    ]
    assert terms[1].phrase
    assert or_query(terms) == (
        '"Caroline" OR "support group" OR "meet" OR "2023" OR "deploy"* OR "P2.2"'
    )


def test_meaningful_terms_drop_operators_stop_words_and_letters() -> None:
    assert meaningful_terms("What is it AND OR NOT a b?") == []
    assert [t.text for t in meaningful_terms("the THE Docker docker 7")] == ["Docker", "7"]
    assert {"what", "when", "did", "the", "s", "t"} <= STOP_WORDS
    assert "caroline" not in STOP_WORDS
    assert [t.text for t in meaningful_terms("python NOT java?")] == ["python"]
