"""The any-words fallback and the filter counts give the same answer on both backends.

One corpus, written to state.db and to PostgreSQL, holds a word past ``COUNT_CAP``
(``alpha``), two pairs of words within it whose OR is past it (``delta``/``epsilon``,
``kappa``/``lambda``), a rare word (``beta``) and none of ``gamma``; on PostgreSQL another
user holds ``delta`` past the cap. Each question goes through a different route of the
fallback (the OR within the cap; past it with a term dropped; past it with none dropped,
found from the bound over every user or from this user's counts; nothing at all; a phrase
among the terms); its hits, match marks and explanation fields must be the same on both.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from hermes_memory.sessions.search.plan import COUNT_CAP
from hermes_memory.storage import SessionStore, Storage, open_storage

pytestmark = pytest.mark.postgres

N = COUNT_CAP + 300
ALPHA = COUNT_CAP + 100  # messages 0 .. ALPHA-1 hold alpha: past the cap alone
HALF = N // 2  # delta below, epsilon from here: each within the cap, their OR past it
BOTH = {10, 20}  # delta and epsilon together: the strict hits of "delta epsilon"

FIELDS = (
    "ranking",
    "total_matches",
    "total_exact",
    "recency_reason",
    "strict_hits",
    "fallback_used",
    "fallback_terms",
    "fallback_ranking",
    "fallback_matches",
    "fallback_exact",
    "fallback_recency_reason",
    "dropped_terms",
    "explanation",
    "filtered",
    "count",
)


def _text(k: int) -> str:
    words = ["alpha"] if k < ALPHA else []
    words += ["beta"] if k % 200 == 0 else []
    words += ["delta"] if k < HALF or k in BOTH else []
    words += ["epsilon"] if k >= HALF or k in BOTH else []
    words += ["kappa"] if k < HALF else ["lambda"]
    return " ".join([*words, "item", str(k)])


def _fill(store: SessionStore) -> None:
    store.create_session("big", "cli", started_at=1_000.0)
    store.append_messages(
        "big",
        [
            {
                "role": "user" if k % 2 else "assistant",
                "content": _text(k),
                "timestamp": 1_001.0 + k,
            }
            for k in range(N)
        ],
    )


@pytest.fixture(scope="module")
def both(tmp_path_factory: pytest.TempPathFactory, pg_server: Any) -> Iterator[list[Storage]]:
    """The corpus on both backends, written once for the module (~5k messages each)."""
    home = tmp_path_factory.mktemp("hermes-home")
    url = pg_server.new_database("hm_test_fallback")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("HERMES_HOME", str(home))
        stores = [open_storage(None, home=home), open_storage(url, home=home, user="alice")]
        for storage in stores:
            _fill(storage.sessions)
        # another user's messages: delta passes the cap over everyone's, not alice's
        bob = open_storage(url, home=home, user="bob")
        bob.sessions.create_session("b", "cli")
        bob.sessions.append_messages(
            "b", [{"role": "user", "content": f"delta {k}"} for k in range(COUNT_CAP + 1)]
        )
        bob.close()
        yield stores
        for storage in stores:
            storage.close()


def _view(storage: Storage, query: str, ordered: bool, **options: Any) -> dict[str, Any]:
    result = storage.sessions.search(query, limit=50, snippets=False, context=False, **options)
    shown = result.as_dict()
    view = {name: shown[name] for name in FIELDS}
    hits = [(h["timestamp"], h["match"]) for h in result.hits]
    view["hits"] = hits if ordered else sorted(hits)
    return view


@pytest.mark.parametrize(
    ("query", "ordered"),
    [
        ("beta gamma", False),  # the OR within the cap: ranked, nothing counted alone
        ("alpha beta gamma", False),  # past the cap: alpha dropped, beta and gamma ranked
        ("delta epsilon", True),  # two strict hits, then the OR past the cap, newest first
        ("kappa lambda", True),  # past the cap, no term past it even over every user's
        ("alpha zeta", True),  # past the cap, no rarer term: every term, newest first
        ("gamma zeta", True),  # no term matches anything
        ('"alpha beta" gamma', False),  # a phrase among the terms
    ],
)
def test_the_fallback_answers_alike_on_both_backends(
    both: list[Storage], query: str, ordered: bool
) -> None:
    files, pg = (_view(storage, query, ordered) for storage in both)
    assert pg == files
    assert files["fallback_used"]


def test_the_routes_are_the_ones_named(both: list[Storage]) -> None:
    pg = both[1].sessions
    dropped = pg.search("alpha beta gamma", snippets=False, context=False)
    assert dropped.dropped_terms == ["alpha"] and dropped.fallback_terms == ["beta", "gamma"]
    newest = pg.search("delta epsilon", limit=5, snippets=False, context=False)
    assert newest.strict_hits == 2 and newest.dropped_terms == []
    assert [h["match"] for h in newest.hits] == ["exact"] * 2 + ["any_words"] * 3
    assert newest.as_dict()["fallback_recency_reason"] == "too_many_matches"
    assert [h["timestamp"] for h in newest.hits[2:]] == [1_001.0 + k for k in (N - 1, N - 2, N - 3)]
    nothing = pg.search("gamma zeta")
    assert nothing.explanation.value == "no_match" and "nor any of: gamma, zeta" in nothing.message


@pytest.mark.parametrize(
    "query",
    ["beta", "alpha", "delta epsilon", '"alpha beta"'],
)
def test_filter_counts_agree_within_and_past_the_cap(both: list[Storage], query: str) -> None:
    files, pg = (_view(storage, query, True, role_filter=["system"]) for storage in both)
    # (past the cap the strict totals differ: state.db counts on, PostgreSQL stops there)
    shown = ("explanation", "filtered", "count", "fallback_used", "strict_hits")
    assert {k: pg[k] for k in shown} == {k: files[k] for k in shown}
    assert files["explanation"] == "filtered" and files["filtered"]["role"] > 0


@pytest.mark.parametrize("sort", ["newest", "oldest"])
@pytest.mark.parametrize("query", ["kappa lambda", "delta epsilon", "beta gamma"])
def test_a_sorted_fallback_answers_alike_on_both_backends(
    both: list[Storage], query: str, sort: str
) -> None:
    files, pg = (_view(storage, query, True, sort=sort) for storage in both)
    assert pg == files
    assert files["fallback_used"] and files["count"] == min(50, files["fallback_matches"])
