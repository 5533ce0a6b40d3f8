"""10,000 random queries (under the ci Hypothesis profile, in the heavy run; 1,000 in the default
one) through the ``session_search`` tool:
it never raises and always answers with valid JSON in one of its documented shapes."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from session_search_data import open_shared

from heavy import HEAVY
from hermes_memory.oddchars import clean_search_text
from hermes_memory.sessions.store import SessionDB
from hermes_memory.tools.session_search import session_search
from hypothesis_profiles import examples

_SHARED: list[SessionDB] = []

# Pieces that stress the FTS5 sanitizer and the CJK paths. Strategies are text-based on
# purpose: hypothesis draws text far faster than lists, which keeps 10,000 examples quick.
_ATOMS = [
    '"',
    '""',
    "'",
    "(",
    ")",
    "{",
    "}",
    ":",
    "^",
    "+",
    "-",
    "*",
    "**",
    "?",
    "\\",
    "AND",
    "OR",
    "NOT",
    "NEAR(",
    "col:",
    "deploy",
    "staging",
    "chat-send",
    "P2.2",
    "__init__",
    "e.g.",
    "100%",
    "_",
    "记忆断裂",
    "通信",
    "안녕",
    "こんにちは",
    "\x00",
    "\u2028",
    "🙂",
    "deploy fix",
]
_KEYS = "".join(chr(0x61 + i) for i in range(len(_ATOMS)))
_CHARS = st.one_of(
    st.sampled_from("\"'(){}[]:^+-*?\\%_ \t记忆断裂通信안녕こん\u2028\x00\ufeff🙂"), st.characters()
)
QUERIES = st.one_of(
    st.text(alphabet=_CHARS, max_size=40),
    st.text(alphabet=_KEYS, max_size=8).map(lambda s: " ".join(_ATOMS[ord(c) - 0x61] for c in s)),
)
ROLES = [None, "user", "tool", "user,assistant,tool", ",", "x"]
SORTS = [None, "newest", "oldest", "NEWEST ", "?"]
CURRENT = [None, "cur_child", "old_deploy", "missing"]


@pytest.fixture(scope="module", autouse=True)
def shared(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    db, _ = open_shared(Path(tmp_path_factory.mktemp("fuzz")))
    _SHARED.append(db)
    yield
    _SHARED.clear()
    db.close()


_FUZZ = settings(
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
_PICKS = st.integers(min_value=0, max_value=10**6)


@HEAVY
@settings(_FUZZ, max_examples=examples(10_000))
@given(query=QUERIES, pick=_PICKS)
def test_any_query_returns_valid_json(query: str, pick: int) -> None:
    raw = session_search(
        query=query,
        role_filter=ROLES[pick % len(ROLES)],
        sort=SORTS[pick // 7 % len(SORTS)],
        db=_SHARED[0],
        current_session_id=CURRENT[pick // 41 % len(CURRENT)],
    )
    out = json.loads(raw)
    assert isinstance(out, dict)
    if out["success"] is False:
        assert set(out) == {"error", "success"}
        return
    assert out["mode"] in ("discover", "browse")
    assert out["count"] == len(out["results"])
    if out["mode"] == "discover":
        # NUL and lone surrogates are echoed as the spaces they are searched as
        assert out["query"] == clean_search_text(query).strip()
        if not out["results"]:
            assert out["reason"] in (
                "no_hits",
                "empty_query",
                "filtered",
                "current_lineage",
                "syntax_error",
            )


# the default run's share of the fuzz: the same property at a tenth of its full size
test_any_query_returns_valid_json_sample = settings(_FUZZ, max_examples=examples(1_000))(
    given(query=QUERIES, pick=_PICKS)(test_any_query_returns_valid_json.hypothesis.inner_test)
)
