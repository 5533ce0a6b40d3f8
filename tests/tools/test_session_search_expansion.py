"""Query expansion in ``session_search`` with a scripted model, on a real state.db: a session
found only through the rewritten queries, the cache, and no model / failure / timeout
falling back to the original query alone."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest

from hermes_memory.sessions.store import SessionDB
from hermes_memory.tools.session_search import session_search
from hermes_memory.tools.session_search.expansion import (
    EXPAND_SYSTEM,
    ExpansionCache,
    expand_question,
    fuse_ranked,
    parse_expansions,
)

T0 = 1_780_000_000.0
TALKS = {
    "auth": "the login page kept dying after the oauth token refresh",
    "deploy": "how do I fix the crash in the deploy script",
    "db": "数据库 migration failed on the users table",
}


@pytest.fixture
def db(hermes_home: Path) -> SessionDB:
    store = SessionDB(hermes_home / "state.db")
    for n, (sid, text) in enumerate(TALKS.items()):
        store.create_session(sid, "cli", started_at=T0 + n)
        store.append_messages(sid, [{"role": "user", "content": text, "timestamp": T0 + n}])
    yield store
    store.close()


def expand_on(home: Path, extra: str = "") -> None:
    (home / "config.yaml").write_text(f"session_search:\n  expand: true\n{extra}", "utf-8")


class Model:
    def __init__(self, reply: str, delay: float = 0.0, error: Exception | None = None) -> None:
        self.reply, self.delay, self.error = reply, delay, error
        self.calls: list[tuple[str, str]] = []

    def __call__(self, system: str, prompt: str) -> str:
        self.calls.append((system, prompt))
        time.sleep(self.delay)
        if self.error is not None:
            raise self.error
        return self.reply


def call(db: SessionDB, **kwargs: Any) -> dict[str, Any]:
    return json.loads(session_search(db=db, **kwargs))


def test_expansion_finds_what_the_words_missed(db: SessionDB, hermes_home: Path) -> None:
    plain = call(db, query="authentication crashed")
    assert {r["session_id"] for r in plain["results"]} <= {"deploy"}
    expand_on(hermes_home)
    model = Model("login kept dying\n- oauth token")
    out = call(db, query="authentication crashed", summary_model=model)
    assert out["expansion"]["queries"] == ["login kept dying", "oauth token"]
    found = {r["session_id"]: r for r in out["results"]}
    assert found["auth"]["found_by"] == "expansion"
    assert found["auth"]["expansion_query"] in out["expansion"]["queries"]
    assert model.calls[0][0] == EXPAND_SYSTEM and "authentication crashed" in model.calls[0][1]


def test_the_cache_is_keyed_by_the_question(db: SessionDB, hermes_home: Path) -> None:
    expand_on(hermes_home)
    model = Model("database migration")
    question = "where did the users table break " + str(time.time())  # fresh in the shared cache
    first = call(db, query=question, summary_model=model)
    second = call(db, query=question, summary_model=model)
    assert len(model.calls) == 1
    assert first["expansion"]["cached"] is False and second["expansion"]["cached"] is True
    assert {r["session_id"] for r in second["results"]} == {"db"}


@pytest.mark.parametrize(
    ("model", "note"),
    [
        (None, "no summary model"),
        (Model("", error=RuntimeError("down")), "failed (RuntimeError)"),
        (Model("login", delay=3.0), "longer than 0.3 s"),
    ],
)
def test_fallback_to_the_original_query(
    db: SessionDB, hermes_home: Path, model: Model | None, note: str
) -> None:
    expand_on(hermes_home, "  expand_timeout: 0.3\n")
    started = time.monotonic()
    out = call(db, query=f"deploy crash {id(model)}", summary_model=model)
    assert time.monotonic() - started < 2.0  # the 3 s model is not waited for
    assert out["expansion"]["queries"] == [] and note in out["expansion"]["note"]


def test_original_query_still_answers_when_expansion_falls_back(
    db: SessionDB, hermes_home: Path
) -> None:
    expand_on(hermes_home, "  expand_timeout: 0.3\n")
    out = call(db, query="deploy crash", summary_model=Model("", error=ValueError("x")))
    assert [r["session_id"] for r in out["results"]] == ["deploy"]


def test_parse_expansions() -> None:
    assert parse_expansions('["a b", "c", "d", "e"]', "q") == ("a b", "c", "d")
    assert parse_expansions('1. login\n2) sign in\n- "oauth"\n\nlogin', "q") == (
        "login",
        "sign in",
        "oauth",
    )
    assert parse_expansions("The Question\nother", "the  question") == ("other",)
    assert parse_expansions("x" * 300, "q") == ()


def test_expand_question_direct_and_default_deadline() -> None:
    cache = ExpansionCache(size=1)
    assert expand_question("q1", Model("a\nb"), cache=cache).queries == ("a", "b")
    assert expand_question("q2", Model("c"), cache=cache).queries == ("c",)
    assert cache.get("q1") is None  # the oldest was dropped past the size
    started = time.monotonic()
    slow = expand_question("q3", Model("late", delay=4.0), cache=cache)
    assert 1.9 < time.monotonic() - started < 3.5 and slow.queries == ()


def test_fuse_ranked_keeps_the_original_first() -> None:
    assert fuse_ranked(["a", "b"], [["c", "a"], ["c"]])[0] == "a"
    assert fuse_ranked(["a", "b", "d"], [["c"]]) == ["a", "b", "d", "c"]
    assert fuse_ranked(["a", "b", "d"], [["c"], ["c"], ["c"]])[:2] == ["c", "a"]  # agreement
    assert fuse_ranked([], [["x", "y"]]) == ["x", "y"]
