"""Punctuation in queries through every public surface (``search_messages``,
``search_detailed``, the ``session_search`` tool, the CLI) on a real state.db: CJK words with
punctuation around them, CJK terms with explicit operators, questions and punctuation-only
queries. The notes' numbers are checked in ``test_search_notes``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from hermes_memory.cli import main
from hermes_memory.sessions.search import search_detailed, search_messages
from hermes_memory.sessions.search.query import QueryDialect
from hermes_memory.sessions.search.types import Explanation, SearchPath
from hermes_memory.sessions.store import SessionDB
from hermes_memory.tools.session_search import session_search

QUESTION = "How do I deploy the billing API to staging?"
MESSAGES = {
    "q_user": ("cli", "user", QUESTION),
    "q_other": ("cli", "assistant", "Staging has its own API keys; billing runs nightly."),
    "cjk_tong": ("telegram", "user", "通信协议已经完成了"),
    "cjk_tong_q": ("telegram", "assistant", "我们的通信？还可以"),
    "cjk_hai": ("telegram", "user", "今天去看海吧"),
    "cjk_an": ("discord", "user", "안녕하세요 여러분"),
    "cjk_world": ("discord", "assistant", "你好世界，这是测试"),
    "cjk_night": ("cli", "user", "昨晚我们聊了很久"),
    "mem_sys": ("cli", "user", "记忆系统需要修复"),
    "break_conn": ("cli", "assistant", "断裂连接的问题很多"),
    "both": ("slack", "user", "记忆系统和断裂连接都在这里"),
    "mem_only_chars": ("slack", "assistant", "记忆力和系统设计是两回事"),
    "break_only_chars": ("cron", "user", "断裂 and 连接 far apart"),
    "apostrophe": ("cli", "user", "Don't forget issue #42 before the release"),
    "caroline": ("cli", "assistant", "Caroline moved to Boston last spring"),
}
# every punctuation variant and the bare word it must behave as
CJK_CASES = [
    ("通信？", "通信"),
    ("看海！", "看海"),
    ("안녕?", "안녕"),
    ("「世界」", "世界"),
    ("昨晚。", "昨晚"),
]
PUNCTUATION_ONLY = [
    "???",
    "...",
    "#",
    "'",
    "!?",
    "「」",
    "。",
    "？！",
    '"?"',
    '""',
    "-",
    "@#$%",
    "\\",
]


@pytest.fixture
def db(tmp_path: Path) -> Any:
    store = SessionDB(tmp_path / "state.db")
    ids: dict[str, int] = {}
    for n, (key, (source, role, content)) in enumerate(MESSAGES.items()):
        sid = f"s_{key}"
        store.create_session(sid, source, started_at=1000.0 + n)
        ids[key] = store.append_message(sid, role, content, timestamp=1000.5 + n)
    store.ids = ids  # type: ignore[attr-defined]
    yield store
    store.close()


def hit_ids(hits: list[dict[str, Any]]) -> set[int]:
    return {int(h["id"]) for h in hits}


def ids_of(db: Any, *keys: str) -> set[int]:
    return {db.ids[k] for k in keys}


def tool(db: SessionDB, query: str, **kwargs: Any) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(session_search(query=query, db=db, limit=10, **kwargs))
    return out


def tool_ids(out: dict[str, Any]) -> set[int]:
    return {int(r["match_message_id"]) for r in out["results"]}


def cli(home: Path, query: str, *extra: str) -> Any:
    args = ["sessions", "search", "--home", str(home), "--limit", "50", *extra, "--", query]
    result = CliRunner().invoke(main, args, catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout) if "--json" in extra else result.output


# --- CJK words with punctuation around them ---------------------------------------------------


@pytest.mark.parametrize(("typed", "bare"), CJK_CASES)
def test_cjk_punctuation_finds_what_the_bare_word_finds(
    db: Any, tmp_path: Path, typed: str, bare: str
) -> None:
    expected = hit_ids(search_messages(db, bare))
    assert expected  # the bare word does find something
    assert hit_ids(search_messages(db, typed)) == expected
    for fallback in (True, False):
        result = search_detailed(db, typed, fallback=fallback)
        assert result.sanitized == bare and result.path is SearchPath.CJK_INDEX
        assert hit_ids(result.hits) == hit_ids(search_detailed(db, bare, fallback=fallback).hits)
        assert result.strict_hits == len(result.hits) and not result.fallback_used
    assert tool_ids(tool(db, typed)) == tool_ids(tool(db, bare)) != set()
    by_cli = cli(tmp_path, typed, "--json")
    assert hit_ids(by_cli["hits"]) == expected and by_cli["sanitized"] == bare


def test_cjk_punctuation_inside_a_query(db: Any) -> None:
    # a bare word's hits include messages holding the punctuation too (通信？ in cjk_tong_q)
    assert hit_ids(search_messages(db, "通信")) == ids_of(db, "cjk_tong", "cjk_tong_q")
    both = search_detailed(db, "你好，世界", fallback=False)
    assert both.sanitized == "你好 世界" and hit_ids(both.hits) == ids_of(db, "cjk_world")
    # a quoted CJK word loses the punctuation around it too
    assert hit_ids(search_messages(db, '"「世界」"')) == ids_of(db, "cjk_world")
    # punctuation alone decides nothing: "deploy。" is an English word, answered by FTS5
    english = search_detailed(db, "deploy。")
    assert english.path is SearchPath.FTS and hit_ids(english.hits) == ids_of(db, "q_user")


# --- CJK terms with explicit operators -----------------------------------------------------------

OPERATOR_CASES = [
    ("记忆系统 OR 断裂连接", ("mem_sys", "break_conn", "both")),
    ("记忆系统 or 断裂连接", ("mem_sys", "break_conn", "both")),
    ("记忆系统 AND 断裂连接", ("both",)),
    ("记忆系统 NOT 断裂连接", ("mem_sys",)),
    ("断裂连接 NOT 记忆系统", ("break_conn",)),
    ('"记忆系统"', ("mem_sys", "both")),
    ("记忆系统？ OR 「断裂连接」", ("mem_sys", "break_conn", "both")),
]


@pytest.mark.parametrize(("query", "keys"), OPERATOR_CASES)
def test_cjk_operators_match_whole_terms_only(
    db: Any, tmp_path: Path, query: str, keys: tuple[str, ...]
) -> None:
    expected = ids_of(db, *keys)
    result = search_detailed(db, query)  # the fallback is allowed, and must not run
    assert hit_ids(result.hits) == expected, result.message
    assert not result.fallback_used and result.strict_hits == len(expected)
    assert hit_ids(search_messages(db, query)) == expected
    assert tool_ids(tool(db, query, role_filter="user,assistant")) == expected
    assert hit_ids(cli(tmp_path, query, "--json")["hits"]) == expected


def test_cjk_and_with_no_whole_match_is_an_explained_empty_result(db: Any, tmp_path: Path) -> None:
    result = search_detailed(db, "记忆系统 AND 漓江")
    assert result.hits == [] and result.explanation is Explanation.NO_MATCH
    assert not result.fallback_used  # 记忆 alone does not make a hit of it
    assert search_messages(db, "记忆系统 AND 漓江") == []
    out = tool(db, "记忆系统 AND 漓江")
    assert out["count"] == 0 and out["reason"] == "no_hits"
    assert "No message matches the query." in cli(tmp_path, "记忆系统 AND 漓江")


def test_cjk_words_without_operators_may_still_fall_back(db: Any) -> None:
    # typed as plain words, the bigrams of 记忆系统 help when the words as typed find too few
    result = search_detailed(db, "记忆系统 断裂连接")
    assert result.strict_hits == 1 and result.fallback_used
    assert ids_of(db, "mem_only_chars") <= hit_ids(result.hits)


# --- questions and punctuation ---------------------------------------------------------------


def test_a_question_finds_its_own_sentence_as_typed(db: Any, tmp_path: Path) -> None:
    result = search_detailed(db, QUESTION)
    assert result.syntax_error is None and "?" not in result.sanitized
    assert result.strict_hits >= 1 and int(result.hits[0]["id"]) == db.ids["q_user"]
    assert result.explanation is Explanation.FOUND
    assert "No message matches the query as typed" not in result.message
    out = tool(db, QUESTION)
    assert out["results"][0]["match_message_id"] == db.ids["q_user"]
    assert "fallback_match" not in out["results"][0]
    data = cli(tmp_path, QUESTION, "--json")
    assert data["strict_hits"] >= 1 and data["hits"][0]["id"] == db.ids["q_user"]
    text = cli(tmp_path, QUESTION)
    assert f"[msg {db.ids['q_user']}]" in text and "No exact match" not in text


def test_a_question_with_one_meaningful_word_still_falls_back(db: Any) -> None:
    # once the "?" no longer fails the query, "where is Caroline" runs as typed (and finds
    # nothing); the fallback searches its one meaningful word, as it did after the error
    result = search_detailed(db, "Where is Caroline?")
    assert result.syntax_error is None and result.strict_hits == 0
    assert result.fallback_terms == ["Caroline"] and hit_ids(result.hits) == ids_of(db, "caroline")
    assert tool_ids(tool(db, "Where is Caroline?")) == ids_of(db, "caroline")
    assert not search_detailed(db, "Caroline").fallback_used  # one word: nothing to loosen


def test_apostrophes_and_hashes_are_spaces(db: Any) -> None:
    result = search_detailed(db, "don't forget #42?", fallback=False)
    assert result.syntax_error is None and hit_ids(result.hits) == ids_of(db, "apostrophe")


def test_hermes_dialect_keeps_hermes_reading_without_raising(db: Any) -> None:
    strict = search_detailed(db, QUESTION, fallback=False, dialect=QueryDialect.HERMES)
    assert strict.hits == [] and strict.explanation is Explanation.SYNTAX_ERROR
    assert strict.syntax_error and "fts5:" not in strict.syntax_error.lower()
    assert "syntax error" not in strict.message and 'near "?"' in strict.message
    assert isinstance(search_messages(db, QUESTION), list)


@pytest.mark.parametrize("query", PUNCTUATION_ONLY)
def test_punctuation_only_is_nothing_to_search_for_everywhere(
    db: Any, tmp_path: Path, query: str
) -> None:
    for dialect in QueryDialect:
        result = search_detailed(db, query, dialect=dialect)
        assert result.explanation is Explanation.EMPTY_QUERY, (dialect, result.sanitized)
        assert result.message.startswith("Nothing to search for")
    assert search_messages(db, query) == []
    out = tool(db, query)
    assert out["success"] is True and out["count"] == 0 and out["reason"] == "empty_query"
    data = cli(tmp_path, query, "--json")
    assert data["explanation"] == "empty_query" and data["hits"] == []
    text = cli(tmp_path, query)
    assert "Nothing to search for" in text and "fts5:" not in text.lower()


@pytest.mark.parametrize("query", ["a AND OR b", "x OR OR y", "NOT", "AND AND", "z NOT NOT w"])
def test_a_residual_syntax_error_is_explained_in_words(db: Any, tmp_path: Path, query: str) -> None:
    result = search_detailed(db, query)
    assert result.hits == [] or result.explanation is Explanation.FOUND
    shown = [result.message, result.syntax_error or "", json.dumps(tool(db, query))]
    shown += [cli(tmp_path, query), json.dumps(cli(tmp_path, query, "--json"))]
    for text in shown:
        assert "fts5:" not in text.lower() and "syntax error" not in text.lower(), text
    if result.explanation is Explanation.SYNTAX_ERROR:
        assert tool(db, query)["reason"] == "syntax_error"
