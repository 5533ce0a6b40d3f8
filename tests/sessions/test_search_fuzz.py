"""Fuzz: 10,000 random query strings (under the ci Hypothesis profile, in the heavy run; 1,000 in
the default one) never raise;
search_messages always returns a list and search_detailed a consistent result (hits only when
explained FOUND, and vice versa)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from heavy import HEAVY
from hermes_memory.sessions.search import search_detailed, search_messages
from hermes_memory.sessions.search.types import Explanation, SearchResult
from hermes_memory.sessions.store import SessionDB
from hypothesis_profiles import examples

PIECES = [
    "AND", "OR", "NOT", "and", "or", "not", '"', '""', "*", "**", ":", "^", "+", "(", ")",
    "{", "}", "[", "]", "-", "_", ".", "%", "\\", "'", "?", "NEAR", "NEAR(", "docker",
    "deploy*", "通信", "记忆断裂", "안녕", "こんにちは", "Agent通信", "100%完成", "é", "\x00",
    "sp_new", "P2.2", "e.g.", "col:", "🙂", "\u3000",
]  # fmt: skip
CHARS = "ab 1_-.:*\"'()^+{}[]%\\通信记忆안녕こん é\t\n🙂"

queries = st.one_of(
    st.lists(
        st.one_of(st.sampled_from(PIECES), st.text(alphabet=CHARS, max_size=5)), max_size=8
    ).map(" ".join),
    st.lists(st.sampled_from(PIECES), max_size=6).map("".join),
    st.text(max_size=40),
)


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SessionDB]:
    path: Path = tmp_path_factory.mktemp("fuzz") / "state.db"
    store = SessionDB(path)
    store.create_session("f1", "cli")
    store.create_session("f2", "subagent")
    rows = [
        ("f1", "user", "How do I deploy docker with sp_new and P2.2 e.g. today?"),
        ("f1", "assistant", "Agent通信 100%完成 记忆断裂 안녕 こんにちは"),
        ("f2", "user", "NOT a query: (col) ^ {x} [y] \"quoted\" 'single' 🙂"),
    ]
    for sid, role, content in rows:
        store.append_message(sid, role, content)
    yield store
    store.close()


def check(result: SearchResult) -> None:
    assert isinstance(result.hits, list)
    assert isinstance(result.explanation, Explanation)
    assert bool(result.hits) == (result.explanation is Explanation.FOUND)
    assert isinstance(result.message, str) and result.message
    assert 0 <= result.strict_hits <= len(result.hits)
    result.as_dict()


_FUZZ = settings(
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
_SORTS = st.sampled_from([None, "newest", "oldest", "bogus"])


@HEAVY
@settings(_FUZZ, max_examples=examples(10_000))
@given(query=queries, sort=_SORTS)
def test_random_queries_never_raise(db: SessionDB, query: str, sort: Any) -> None:
    # search_messages is search_detailed(...).hits: one call per example keeps this fast
    check(search_detailed(db, query, limit=5, sort=sort, role_filter=["user", "assistant"]))


# the default run's share of the fuzz: the same property at a tenth of its full size
test_random_queries_never_raise_sample = settings(_FUZZ, max_examples=examples(1_000))(
    given(query=queries, sort=_SORTS)(test_random_queries_never_raise.hypothesis.inner_test)
)


@pytest.mark.parametrize("query", ['foo"bar"baz', "a AND OR b", "((", "NEAR(", "col:x", "\x00"])
def test_search_messages_returns_a_list(db: SessionDB, query: str) -> None:
    assert isinstance(search_messages(db, query), list)
