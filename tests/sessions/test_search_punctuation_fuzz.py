"""Arbitrary punctuation, alone and mixed with words, through ``search_detailed`` (both
dialects), ``search_messages``, the ``session_search`` tool and the CLI: nothing raises, no
raw FTS5 error is shown, punctuation alone is "nothing to search for", and in the project's
own search only misplaced operators can still be a syntax error."""

from __future__ import annotations

import json
import re
import string
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from heavy import HEAVY
from hermes_memory.cli import main
from hermes_memory.sessions.search import search_detailed, search_messages
from hermes_memory.sessions.search.query import QueryDialect
from hermes_memory.sessions.search.types import Explanation, SearchResult
from hermes_memory.sessions.store import SessionDB
from hermes_memory.tools.session_search import session_search
from hypothesis_profiles import examples

PUNCTUATION = (
    string.punctuation
    + " \t\n\r\x0b\x0c\x1c\x7f\x01"
    + "？！，。、「」『』（）：；【】〜・…“”‘’¿¡—–\u3000\u00a0\u2028"
    + "＂＊＃％＆＇－．／＠＼＿｛｝"
    + "©°¥§¶"
)
WORDS = ["deploy", "staging", "API", "don", "42", "通信", "안녕", "世界", "e", "P2.2"]
OPERATORS = ["AND", "OR", "NOT", "NEAR", "and", "or", "not"]
FUZZ = settings(
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

punctuation_only = st.text(alphabet=PUNCTUATION, min_size=1, max_size=12)
pieces = st.one_of(
    st.sampled_from(WORDS),
    st.sampled_from(OPERATORS),
    st.text(alphabet=PUNCTUATION, min_size=1, max_size=3),
)
mixed = st.lists(pieces, min_size=1, max_size=7).flatmap(
    lambda parts: st.sampled_from(["", " "]).map(lambda sep: sep.join(parts))
)


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    path: Path = tmp_path_factory.mktemp("punct")
    with SessionDB(path / "state.db") as store:
        store.create_session("p1", "cli")
        for text in (
            "How do I deploy the billing API to staging?",
            "Don't forget issue #42, e.g. P2.2!",
            "通信？「世界」 안녕! 昨晚。",
        ):
            store.append_message("p1", "user", text)
    yield path


@pytest.fixture(scope="module")
def db(home: Path) -> Iterator[SessionDB]:
    store = SessionDB(home / "state.db")
    yield store
    store.close()


def check(result: SearchResult) -> None:
    assert bool(result.hits) == (result.explanation is Explanation.FOUND)
    assert result.message and "fts5:" not in result.message.lower()
    assert "fts5:" not in (result.syntax_error or "").lower()
    json.dumps(result.as_dict())


def only_operators_can_fail(result: SearchResult) -> None:
    """In the project's own search, punctuation never makes a syntax error; operators may."""
    if result.syntax_error is not None:
        assert re.search(r"\b(?:AND|OR|NOT)\b", result.sanitized), result.sanitized


@settings(FUZZ, max_examples=examples(1500))
@given(query=punctuation_only)
def test_punctuation_alone_is_nothing_to_search_for(db: SessionDB, query: str) -> None:
    for dialect in QueryDialect:
        result = search_detailed(db, query, dialect=dialect)
        check(result)
        assert result.explanation is Explanation.EMPTY_QUERY, (dialect, result.sanitized)
    assert search_messages(db, query) == []


@HEAVY
@settings(FUZZ, max_examples=examples(1500))
@given(query=mixed, fallback=st.booleans())
def test_punctuation_with_words_never_raises(db: SessionDB, query: str, fallback: bool) -> None:
    plain = search_detailed(db, query, fallback=fallback)
    check(plain)
    only_operators_can_fail(plain)
    check(search_detailed(db, query, fallback=fallback, dialect=QueryDialect.HERMES))
    assert isinstance(search_messages(db, query), list)


# the default run's share of the fuzz (30 s under load at full size): the same property at a
# fifth of its full size; the full one runs under heavy
test_punctuation_with_words_never_raises_sample = settings(FUZZ, max_examples=examples(300))(
    given(query=mixed, fallback=st.booleans())(
        test_punctuation_with_words_never_raises.hypothesis.inner_test
    )
)


@settings(FUZZ, max_examples=examples(300))
@given(query=st.one_of(punctuation_only, mixed))
def test_the_tool_answers_in_words(db: SessionDB, query: str) -> None:
    raw = session_search(query=query, db=db)
    out: dict[str, Any] = json.loads(raw)
    assert out["success"] is True and out["mode"] in ("discover", "browse")
    assert "fts5:" not in raw.lower() and "syntax error" not in raw.lower()


@settings(FUZZ, max_examples=examples(80))
@given(query=st.one_of(punctuation_only, mixed))
def test_the_cli_answers_in_words(home: Path, query: str) -> None:
    args = ["sessions", "search", "--home", str(home), "--", query]
    text = CliRunner().invoke(main, args)
    data = CliRunner().invoke(main, [*args[:-2], "--json", "--", query])
    for result in (text, data):
        assert result.exit_code == 0, result.output
        assert "Traceback" not in result.output and "fts5:" not in result.output.lower()
    assert json.loads(data.stdout)["message"]
