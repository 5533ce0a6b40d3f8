"""Prefix queries match the words as stored: every prefix length, in boolean combinations,
on both walks (``messages_fts`` and the prefix index), after deletions, while the index
lags, on Hermes's inline layout and on read-only files.

The truth is computed here from SQLite alone: each message's stored words (``unicode61``)
paired by position with the terms ``messages_fts`` holds for them (porter stems). A prefix
``p`` matches the messages holding a term that starts with ``p`` or that is the term of a
stored word starting with ``p``.
"""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from hermes_state_files import TEXT, add_rows, build_v17

import hermes_memory.sessions.search.prefix as search_prefix
import hermes_memory.sessions.search.terms as search_terms
import hermes_memory.sessions.search.tokens as search_tokens
import hermes_memory.sessions.search.vocab as search_vocab
import hermes_memory.sessions.search.walk as search_walk
from hermes_memory.sessions.search import refresh_search_index, search_detailed
from hermes_memory.sessions.search.types import Ranking, RecencyReason
from hermes_memory.sessions.store import SessionDB

SYLLABLES = ["mi", "cro", "mul", "ti", "de", "pre", "run", "ning", "s", "x", "ze", "ab", "y"]
SYLLABLES += ["ed", "ing", "ies", "ment", "ation", "al", "e"]
ENGLISH = (
    "the deployment failed twice; we deployed again and the deploy held. Deploys are rare."
    " configuration configured configurable. running runners ran. happy happiness happier."
    " relational relations related. buses business busy bust but buy"
)


def _word(rng: random.Random) -> str:
    return "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(1, 4)))


def _texts(n: int, seed: int = 7) -> list[str]:
    rng = random.Random(seed)
    english = ENGLISH.split()
    out = []
    for _ in range(n):
        words = [_word(rng) for _ in range(rng.randint(3, 12))]
        words += rng.sample(english, rng.randint(0, 3))
        out.append(" ".join(words))
    return out


@pytest.fixture(autouse=True)
def always_walk_the_prefix_index(monkeypatch: pytest.MonkeyPatch) -> None:
    """These corpora are small: every prefix merge is cheap, so force the prefix index."""
    monkeypatch.setattr(search_walk, "SIDE_WALK_ABOVE", -1)


@pytest.fixture
def db(tmp_path: Path) -> Any:
    store = SessionDB(tmp_path / "state.db")
    store.create_session("s", "cli")
    rows = [
        {"role": "user" if k % 2 else "assistant", "content": text}
        for k, text in enumerate(_texts(300))
    ]
    store.append_messages("s", rows)
    yield store
    store.close()


def _pairs(path: Path) -> list[tuple[int, str, str]]:
    """(message id, stored word, its term in ``messages_fts``) for every token."""
    conn = sqlite3.connect(path)
    try:
        conn.execute("CREATE VIRTUAL TABLE temp.o USING fts5(content, tokenize='unicode61')")
        conn.execute(
            f"INSERT INTO temp.o(rowid, content) SELECT id, {TEXT.format(r='')} FROM messages"
        )
        conn.execute("CREATE VIRTUAL TABLE temp.ov USING fts5vocab(temp, o, instance)")
        conn.execute("CREATE VIRTUAL TABLE temp.sv USING fts5vocab(main, messages_fts, instance)")
        words = conn.execute("SELECT doc, offset, term FROM temp.ov").fetchall()
        stems = {(d, o): t for d, o, t in conn.execute("SELECT doc, offset, term FROM temp.sv")}
    finally:
        conn.close()
    rows = [(d, w, stems[(d, o)]) for d, o, w in words]
    return [(int(d), str(w), str(s)) for d, w, s in rows]


def truth(db: SessionDB, prefix: str) -> set[int]:
    pairs = _pairs(db.db_path)
    terms = {s for _, w, s in pairs if w.startswith(prefix) or s.startswith(prefix)}
    return {d for d, _, s in pairs if s in terms}


def holding(db: SessionDB, word: str) -> set[int]:
    """Messages ``messages_fts`` itself matches for one plain word."""
    with db.lock:
        rows = db.conn.execute(
            "SELECT rowid FROM messages_fts WHERE messages_fts MATCH ?", (f'"{word}"',)
        ).fetchall()
    return {int(r[0]) for r in rows}


def newest(db: SessionDB, query: str) -> list[int]:
    result = search_detailed(
        db, query, sort="newest", limit=10_000, include_inactive=True, fallback=False
    )
    return [int(h["id"]) for h in result.hits]


def in_order(ids: set[int]) -> list[int]:
    return sorted(ids, reverse=True)


def plan(db: SessionDB, match: str) -> search_walk.Plan:
    with db.lock:
        return search_walk.plan_walk(db.conn, "messages_fts", match)


PREFIXES = ["m", "x", "mi", "de", "ab", "mic", "pre", "micr", "mult", "micro", "multi"]
PREFIXES += ["micros", "mirunn", "multiti", "cromicro", "zz", "q", "runnings", "deploym"]
PREFIXES += ["deploy", "deployed", "configur", "happi", "relat", "bus", "runn", "tiesy"]


@pytest.mark.parametrize("prefix", PREFIXES)
def test_every_prefix_matches_the_stored_words(
    db: SessionDB, prefix: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    refresh_search_index(db)
    walk = plan(db, f"{prefix}*").walk
    assert walk.side and walk.table == search_terms.PREFIX_TABLE
    expected = in_order(truth(db, prefix))
    assert newest(db, f"{prefix}*") == expected
    monkeypatch.setattr(search_walk, "SIDE_WALK_ABOVE", 10**9)  # now on messages_fts
    assert not plan(db, f"{prefix}*").walk.side
    assert newest(db, f"{prefix}*") == expected


def test_the_stored_word_decides_not_its_stem(db: SessionDB) -> None:
    refresh_search_index(db)
    deployment = holding(db, "deployment")  # stem "deploy"
    deployed = holding(db, "deployed")  # stem "deploi", shared with "deploy", "deploys"
    assert deployment and deployed
    assert set(newest(db, "deploym*")) == deployment
    assert set(newest(db, "deploy*")) == deployment | deployed
    assert set(newest(db, "configur*")) == holding(db, "configuration")
    # porter reads "bus" as "bu": FTS5's own bus* also finds "but" and "buy"
    found = set(newest(db, "bus*"))
    assert found == truth(db, "bus") and holding(db, "business") <= found
    other = (holding(db, "but") | holding(db, "buy")) - truth(db, "bus")
    assert other and not other & found


@pytest.mark.parametrize(
    ("query", "combine"),
    [
        ("mi* AND ze*", lambda t, h: t("mi") & t("ze")),
        ("pre* OR ab*", lambda t, h: t("pre") | t("ab")),
        ("de* NOT x", lambda t, h: t("de") - h("x")),
        ("micros* mulde*", lambda t, h: t("micros") & t("mulde")),
        ("runn* NOT s*", lambda t, h: t("runn") - t("s")),
        ("x* OR zz*", lambda t, h: t("x") | t("zz")),
        ("deploym* failed", lambda t, h: t("deploym") & h("failed")),
        ("deploying deploy*", lambda t, h: h("deploying") & t("deploy")),
        ("deploy* NOT deploying", lambda t, h: t("deploy") - h("deploying")),
        ("relations NOT configur*", lambda t, h: h("relations") - t("configur")),
    ],
)
def test_prefixes_in_boolean_queries(
    db: SessionDB, query: str, combine: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    refresh_search_index(db)
    assert plan(db, query).walk.side
    expected = in_order(combine(lambda p: truth(db, p), lambda w: holding(db, w)))
    assert newest(db, query) == expected
    monkeypatch.setattr(search_walk, "SIDE_WALK_ABOVE", 10**9)
    assert newest(db, query) == expected


def test_a_prefix_past_the_expansion_limit_gets_ftss_own(
    db: SessionDB, monkeypatch: pytest.MonkeyPatch
) -> None:
    refresh_search_index(db)
    monkeypatch.setattr(search_prefix, "MAX_EXPANSION", 1)
    assert not plan(db, "bus*").walk.side  # porter reads "bus" as "bu": it must be split
    with db.lock:
        own = db.conn.execute("SELECT rowid FROM messages_fts WHERE messages_fts MATCH 'bus*'")
        native = {int(r[0]) for r in own}
    assert native <= set(newest(db, "bus*"))


def test_a_phrase_with_a_prefix_stays_on_messages_fts(db: SessionDB) -> None:
    refresh_search_index(db)
    text = _texts(300)[10].split()
    query = f'"{text[0]} {text[1]}" mi*'
    assert not plan(db, query).walk.side  # the phrase needs positions
    phrase = holding(db, f"{text[0]} {text[1]}")
    assert newest(db, query) == in_order(phrase & truth(db, "mi"))
    assert not plan(db, f'"{text[0]} {text[1]}"*').walk.side  # two tokens: FTS5's own


def test_a_small_merge_stays_on_messages_fts(
    db: SessionDB, monkeypatch: pytest.MonkeyPatch
) -> None:
    refresh_search_index(db)
    covered = search_terms.prefix_docs(db.conn, "mic")
    assert covered > 0
    monkeypatch.setattr(search_walk, "SIDE_WALK_ABOVE", covered)
    assert not plan(db, "mic*").walk.side
    assert plan(db, "m*").walk.side  # "m" covers more than "mic"
    assert newest(db, "mic*") == in_order(truth(db, "mic"))


def test_deleted_messages_never_come_back(db: SessionDB) -> None:
    refresh_search_index(db)
    with db.lock:
        db.conn.execute("DELETE FROM messages WHERE id % 3 = 0")  # as another program would
    for prefix in ("mi", "micr", "pre", "m", "deploym"):
        assert newest(db, f"{prefix}*") == in_order(truth(db, prefix))
    result = search_detailed(db, "micr*", include_inactive=True, limit=1000, fallback=False)
    assert sorted(int(h["id"]) for h in result.hits) == sorted(truth(db, "micr"))


def test_a_lagging_index_catches_up_over_searches_and_stays_exact(
    db: SessionDB, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(search_terms, "CATCH_UP_ROWS", 100)
    for expected_mark in (100, 200, 300):
        newest(db, "micr*")
        with db.lock:
            assert search_terms.high_water(db.conn) == expected_mark
    assert newest(db, "micr*") == in_order(truth(db, "micr"))
    assert plan(db, "micr*").walk.side
    db.append_messages("s", [{"role": "user", "content": "microscope deployments on the bench"}])
    found = newest(db, "deploym*")
    assert found[0] == max(truth(db, "deploym"))  # the newest row, found
    assert found == in_order(truth(db, "deploym"))


def test_messages_past_the_mark_of_a_read_only_file_get_ftss_own_prefix(
    db: SessionDB,
) -> None:
    """A file we may not write (read-only here) whose newest messages are not indexed yet:
    the stored-word expansion covers what was indexed, FTS5's own prefix the rest."""
    refresh_search_index(db)
    db.append_messages("s", [{"role": "user", "content": "microscopes everywhere"}])
    newest_id = max(holding(db, "microscopes"))
    db.close()
    with SessionDB(db.db_path, read_only=True) as reader:
        with reader.lock:
            assert search_terms.current(reader.conn) and search_terms.lag(reader.conn) == 1
        found = newest(reader, "microscop*")
        assert found[0] == newest_id  # "microscop" is porter-stable: FTS5's prefix finds it
        assert set(found) == truth(reader, "microscop")
        assert set(newest(reader, "deploym*")) == truth(reader, "deploym")


def test_bm25_order_of_a_prefix_query_is_fts5s_own(db: SessionDB) -> None:
    refresh_search_index(db)
    for query in ("multi*", "deploy*"):
        result = search_detailed(db, query, include_inactive=True, limit=1000, fallback=False)
        assert result.ranking is Ranking.BM25 and result.rank_work is not None
        expanded = plan(db, query).match
        with db.lock:
            rows = db.conn.execute(
                "SELECT rowid FROM messages_fts WHERE messages_fts MATCH ?"
                " ORDER BY bm25(messages_fts), rowid DESC",
                (expanded,),
            ).fetchall()
        assert [int(h["id"]) for h in result.hits] == [int(r[0]) for r in rows]
        assert {int(r[0]) for r in rows} == truth(db, query[:-1])


def test_prefix_work_counts_every_term_it_covers(db: SessionDB) -> None:
    refresh_search_index(db)
    with db.lock:
        conn = db.conn
        covered = conn.execute(
            "SELECT sum(docs) FROM hm_messages_terms WHERE term >= 'mul' AND term < 'mum'"
        ).fetchone()[0]
        expanded = search_walk.plan_walk(conn, "messages_fts", "mul*").match
        assert expanded == '"mul"*'  # nothing stored under "mul" stems to another start
        work = search_walk.work(conn, "messages_fts", expanded, dictionary=True)
        assert work == search_walk.PREFIX_WEIGHT * covered
        exact = search_walk.work(conn, "messages_fts", expanded, dictionary=False)
        assert exact <= work  # messages_fts counts live messages only
        deploy = search_walk.plan_walk(conn, "messages_fts", "deploym*").match
        deploy_work = search_walk.work(conn, "messages_fts", deploy, dictionary=True)
        assert deploy_work == search_terms.docs(conn, "deploy")  # one whole term, weight 1


def test_too_much_work_gives_every_match_newest_first(
    db: SessionDB, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(search_walk, "RANK_WORK_CAP", 10)
    result = search_detailed(db, "multi*", include_inactive=True, limit=1000, fallback=False)
    assert result.ranking is Ranking.RECENCY
    assert result.recency_reason is RecencyReason.TOO_MUCH_WORK
    assert [int(h["id"]) for h in result.hits] == in_order(truth(db, "multi"))


def test_hermes_inline_file_gets_an_index_with_its_own_tokenizer(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    build_v17(path)
    rows: list[tuple[str, str, str, str | None, str | None]] = [
        ("h1", "user", "the runners were running", None, None),
        ("h1", "assistant", "a runner runs", None, None),
    ]
    add_rows(path, rows)
    with SessionDB(path) as db:
        refresh_search_index(db)
        with db.lock:
            assert search_terms.main_tokenizer(db.conn) == "unicode61"  # no stemming
            assert search_terms.current(db.conn)
            words = db.conn.execute(f"SELECT count(*) FROM {search_vocab.WORDS_TABLE}")
            assert words.fetchone()[0] == 0  # every word is its own term
        for query in ("runn*", "run*", "runner*"):
            assert newest(db, query) == in_order(truth(db, query[:-1]))
        assert len(newest(db, "runn*")) == 2


def test_a_read_only_file_searches_prefixes_without_an_index(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    with SessionDB(path) as db:
        db.create_session("s", "cli")
        db.append_messages("s", [{"role": "user", "content": t} for t in _texts(50)])
    with SessionDB(path, read_only=True) as db:
        with db.lock:
            native = db.conn.execute(
                "SELECT rowid FROM messages_fts WHERE messages_fts MATCH 'mi*' ORDER BY rowid DESC"
            ).fetchall()
            assert not search_terms.current(db.conn)
        assert newest(db, "mi*") == [int(r[0]) for r in native]  # FTS5's own prefix


def test_rebuild_and_tokenizer_change_start_over(db: SessionDB) -> None:
    refresh_search_index(db)
    with db.lock:
        conn = db.conn
        assert search_terms.rebuild(conn) == 300
        conn.execute("DROP TABLE hm_messages_prefix")
        conn.execute(
            "CREATE VIRTUAL TABLE hm_messages_prefix USING fts5(content, content='',"
            " detail=none, tokenize='ascii')"
        )
        assert not search_terms.current(conn)
    assert newest(db, "micr*") == in_order(truth(db, "micr"))
    with db.lock:
        assert search_terms.current(db.conn)


def test_the_vocabulary_keeps_changed_words_with_their_stems(db: SessionDB) -> None:
    refresh_search_index(db)
    with db.lock:
        conn = db.conn
        found = dict(search_vocab.changed_words(conn, "deploym"))
        assert found == {"deployment": "deploy"}
        assert dict(search_vocab.changed_words(conn, "deploy")) == {
            "deploy": "deploi",
            "deployed": "deploi",
            "deploys": "deploi",
        }  # "deployment" -> "deploy" starts with "deploy": the term dictionary has it
        assert search_vocab.changed_words(conn, "de") == []  # no stem leaves "de"
        # porter would read the term "deploy" as "deploi": it is asked for by a word
        assert search_terms.representative(conn, "deploy") == "deployment"
        assert search_terms.representative(conn, "deploi") == "deploi"
        pairs = _pairs(db.db_path)
    changed = {(w, s) for _, w, s in pairs if w != s}
    with db.lock:
        stored = {
            (str(w), str(s))
            for w, s in db.conn.execute(
                "SELECT word, substr(word, 1, minlen - 1) || tail FROM hm_messages_words"
            )
        }
    assert stored == changed


def test_upper_bound_orders_like_sqlite() -> None:
    conn = sqlite3.connect(":memory:")
    for prefix in ("a", "mi", "z\U0010fffe", "\ud7ff", "é"):
        upper = search_tokens.upper_bound(prefix)
        assert upper is not None
        below = conn.execute("SELECT ? || 'zzz' < ?", (prefix, upper)).fetchone()[0]
        assert below == 1
    assert search_tokens.upper_bound("\U0010ffff") is None
