"""Both backends split text into words alike: state.db's FTS5 ``unicode61`` tokenizer is
the definition, and the PostgreSQL store must find (and miss) exactly what it does for ids,
identifiers, versions, addresses, paths, hyphens, apostrophes, accents and non-ASCII
punctuation. Runs through ``open_storage`` and ``session_search`` on each backend."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from hermes_memory import session_search
from hermes_memory.storage import SessionStore, Storage, open_storage


@pytest.fixture(
    params=[pytest.param("files", id="files"), pytest.param("pg", marks=pytest.mark.postgres)]
)
def backend(request: pytest.FixtureRequest, hermes_home: Path) -> Iterator[Storage]:
    url = request.getfixturevalue("pg_url") if request.param == "pg" else None
    storage = open_storage(url, home=hermes_home, user="alice")
    yield storage
    storage.close()


TEXTS = (
    "the tool call 7e276798d05b returned",  # 0: a hex id PostgreSQL's parser reads as a float
    "set foo_bar in the config",  # 1
    "upgrade to v1.2.3 today",  # 2
    "mail alice.smith@example.com now",  # 3
    "open https://docs.example.org/guide/setup?x=1",  # 4
    "the file src/app.main.py changed",  # 5
    "a well-known issue",  # 6
    "don't panic",  # 7
    "Café naïve résumé",  # 8
    "12e5 rows and 3e9abc done",  # 9
    "ERR_CONN_RESET occurred",  # 10
    "wait—really…yes «quoted» 'single'",  # 11: non-ASCII punctuation separates words
    "e\u0301toile",  # 12: a combining accent is part of the word, then folded away
    "the deployment went happily",  # 13: a prefix past the stem's end ("deploy", "happili")
)

EXPECTED = {
    "7e276798d05b": {0},
    "7e2767*": {0},
    "7e276798": set(),  # half of a token is not a token
    "d05b": set(),
    "foo_bar": {1},
    "foo": {1},
    "bar": {1},
    "v1.2.3": {2},
    "v1": {2},
    "alice.smith@example.com": {3},
    "smith": {3},
    "example": {3, 4},
    "docs.example.org": {4},
    "setup": {4},
    "src/app.main.py": {5},
    "py": {5},
    "well-known": {6},
    "known": {6},
    "don't": {7},
    "cafe": {8},
    "café": {8},
    "CAFÉ": {8},
    "resume": {8},
    "naive": {8},
    "3e9abc": {9},
    "12e5": {9},
    "ERR_CONN_RESET": {10},
    "conn": {10},
    "really": {11},
    "quoted": {11},
    "etoile": {12},
    "étoile": {12},
    "deploym*": {13},
    "happil*": {13},
    "deploy*": {13},
    "deployments": {13},
    "happy": set(),  # porter's "happili" is not "happi"
}


def _corpus(store: SessionStore) -> list[int]:
    store.create_session("s", "cli")
    return [store.append_message("s", "user", text) for text in TEXTS]


def _found(store: SessionStore, ids: list[int], query: str) -> set[int]:
    result = store.search(query, limit=50, context=False)
    # the query as typed (strict hits come first), not the any-words fallback after them
    return {ids.index(int(h["id"])) for h in result.hits[: result.strict_hits]}


@pytest.mark.parametrize("query", sorted(EXPECTED))
def test_a_query_finds_what_state_db_finds(backend: Storage, query: str) -> None:
    store = backend.sessions
    ids = _corpus(store)
    assert _found(store, ids, query) == EXPECTED[query]


def test_hermes_primitive_and_the_tool_agree_on_tokens(backend: Storage) -> None:
    store = backend.sessions
    ids = _corpus(store)
    hits = store.search_messages("7e276798d05b")
    assert [int(h["id"]) for h in hits] == [ids[0]]
    assert "7e276798d05b" in hits[0]["snippet"]
    answer = json.loads(session_search("foo_bar", db=store))
    assert answer["success"] is True
    assert answer["count"] >= 1 and "foo_bar" in json.dumps(answer)


def test_a_phrase_and_a_prefix_follow_the_same_tokens(backend: Storage) -> None:
    store = backend.sessions
    ids = _corpus(store)
    assert _found(store, ids, '"app main"') == {5}
    assert _found(store, ids, '"main app"') == set()
    assert _found(store, ids, "docs.exam*") == {4}
    assert _found(store, ids, "ERR_CONN_RES*") == {10}
    assert _found(store, ids, "example NOT alice.smith") == {4}
    assert _found(store, ids, "example NOT docs.example.org") == {3}


@pytest.mark.postgres
def test_a_version_3_database_is_reindexed_with_the_new_words(pg_server: Any) -> None:
    """Rows written under migration 3 (PostgreSQL's parser) are re-split by migration 4,
    and the column stays in the row."""
    import psycopg

    from hermes_memory.storage.postgres import PgSessionStore
    from hermes_memory.storage.postgres.schema import migrations

    pg_server.admin("CREATE DATABASE hm_v3_words")
    url = pg_server.url("hm_v3_words")
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("CREATE TABLE hm_schema (version int PRIMARY KEY, at timestamptz)")
        for number, statements in enumerate(migrations()[:3], start=1):
            for statement in statements:
                conn.execute(statement)
            conn.execute("INSERT INTO hm_schema VALUES (%s, now())", (number,))
        conn.execute("INSERT INTO hm_sessions (owner, id, source, started_at) VALUES"
                     " ('alice', 's', 'cli', 1)")  # fmt: skip
        for k, text in enumerate(TEXTS):
            conn.execute(
                "INSERT INTO hm_messages (owner, session_id, role, content, timestamp)"
                " VALUES ('alice', 's', 'user', %s, %s)",
                (text, 10 + k),
            )
        old = conn.execute("SELECT count(*) FROM hm_messages WHERE tsv @@ '7e276798d05b'")
        assert old.fetchone() == (0,)  # the parser's float and word: the bug being fixed
    store = PgSessionStore(url, "alice")
    ids = [int(m["id"]) for m in store.get_messages("s")]
    for query in ("7e276798d05b", "foo_bar", "cafe", "v1.2.3", "d05b"):
        assert _found(store, ids, query) == EXPECTED[query], query
    with store.db.transaction() as cur:
        cur.execute("SELECT max(version) AS v FROM hm_schema")
        assert cur.fetchone()["v"] == len(migrations()) == 4
        cur.execute(
            "SELECT attstorage FROM pg_attribute"
            " WHERE attrelid = 'hm_messages'::regclass AND attname = 'tsv'"
        )
        assert cur.fetchone()["attstorage"] == "m"
        cur.execute("SELECT count(*) AS n FROM pg_indexes WHERE indexname = 'hm_messages_tsv'")
        assert cur.fetchone()["n"] == 1
    store.close()


@pytest.mark.postgres
def test_long_and_repeated_words_are_indexed_as_to_tsvector_would(pg_url: str) -> None:
    """Tokens past PostgreSQL's 2,047-byte lexeme limit are skipped (not an error), a word
    repeated past 256 places and text past 16,383 words still index and match."""
    from hermes_memory.storage.postgres import PgSessionStore

    store = PgSessionStore(pg_url, "alice")
    store.create_session("s", "cli")
    first = store.append_message("s", "user", "x" * 3000 + " needle " + "word " * 20000 + "tail")
    second = store.append_message("s", "user", "café " * 400)
    assert [int(h["id"]) for h in store.search("needle").hits] == [first]
    assert [int(h["id"]) for h in store.search("tail").hits] == [first]
    assert [int(h["id"]) for h in store.search("cafe").hits] == [second]
    assert store.search("x" * 3000).hits == []
    store.close()
