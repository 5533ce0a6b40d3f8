"""Prefix queries reach the stored words through every public surface: ``search_messages``,
``search_detailed``, the ``session_search`` tool, ``hermes-memory sessions search --json``
and the MCP service; mixed with other terms and NOT; on a state.db written by the previous
layout (2), which upgrades on open; odd input gets an explained result."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

import hermes_memory.sessions.search.terms as search_terms
import hermes_memory.sessions.search.vocab as search_vocab
from hermes_memory.cli import main
from hermes_memory.mcp_server.service import MemoryService
from hermes_memory.sessions.search import (
    refresh_search_index,
    search_detailed,
    search_messages,
)
from hermes_memory.sessions.storage.migrations import LAYOUT_VERSION
from hermes_memory.sessions.store import SessionDB
from hermes_memory.tools.session_search import session_search

MESSAGES = {
    "s_fail": [
        ("user", "The deployment failed on Friday night."),
        ("assistant", "Rolling back; the deployments stay paused until Monday."),
    ],
    "s_api": [
        ("user", "We deployed the API again this morning."),
        ("assistant", "Good, then deploy the worker too."),
    ],
    "s_nginx": [
        ("user", "The nginx configuration is wrong."),
        ("assistant", "Configure the upstream block, then reload the running server."),
    ],
    "s_other": [("user", "Nothing about servers here, only lunch plans.")],
}


def _fill(db: SessionDB) -> None:
    t = 1_700_000_000.0
    for sid, rows in MESSAGES.items():
        db.create_session(sid, "cli", started_at=t)
        for role, text in rows:
            t += 10
            db.append_message(sid, role, text, timestamp=t)


@pytest.fixture
def home(hermes_home: Path) -> Path:
    with SessionDB(hermes_home / "state.db") as db:
        _fill(db)
    return hermes_home


def texts(db: SessionDB, hits: list[dict[str, Any]]) -> set[str]:
    """The stored text of each hit (hits carry a snippet, not the text)."""
    ids = [int(h["id"]) for h in hits]
    with db.lock:
        rows = db.conn.execute(
            f"SELECT content FROM messages WHERE id IN ({','.join('?' * len(ids))})", ids
        ).fetchall()
    return {str(r[0]) for r in rows}


def found(db: SessionDB, query: str) -> set[str]:
    return texts(db, search_messages(db, query, limit=50))


def strict(db: SessionDB, query: str) -> set[str]:
    """The hits of the query as typed (no ranked-OR fallback for a question in words)."""
    return texts(db, search_detailed(db, query, limit=50, fallback=False).hits)


DEPLOYMENT = {
    "The deployment failed on Friday night.",
    "Rolling back; the deployments stay paused until Monday.",
}
DEPLOYED = {"We deployed the API again this morning.", "Good, then deploy the worker too."}
CONFIGURED = {
    "The nginx configuration is wrong.",
    "Configure the upstream block, then reload the running server.",
}


def test_search_messages_matches_the_words_as_stored(home: Path) -> None:
    with SessionDB(home / "state.db") as db:
        assert found(db, "deploym*") == DEPLOYMENT  # "deployment" is indexed as "deploy"
        assert found(db, "deploy*") == DEPLOYMENT | DEPLOYED  # FTS5's own: "deployed" only
        assert found(db, "configur*") == CONFIGURED
        # "configuration" is indexed as "configur", as is "configure": a stem's forms match
        assert found(db, "Configura*") == CONFIGURED
        assert found(db, "deploymen*") == found(db, "deployments*") == DEPLOYMENT
        assert found(db, "runn*") == {
            "Configure the upstream block, then reload the running server."
        }
        assert found(db, "deploymentz*") == set()


def test_prefixes_mixed_with_other_terms_and_not(home: Path) -> None:
    with SessionDB(home / "state.db") as db:
        assert strict(db, "deploym* friday") == {"The deployment failed on Friday night."}
        assert strict(db, "deploy* NOT api") == DEPLOYMENT | {"Good, then deploy the worker too."}
        assert strict(db, "deploy* NOT deploym*") == DEPLOYED
        assert strict(db, "configur* OR deploym*") == CONFIGURED | DEPLOYMENT
        assert strict(db, "paused AND deploym*") == {
            "Rolling back; the deployments stay paused until Monday."
        }
        assert strict(db, '"the deployment" deploym*') == DEPLOYMENT  # the phrase is stemmed
        assert strict(db, '"the deployment" friday') == {"The deployment failed on Friday night."}


def test_search_detailed_explains_and_highlights(home: Path) -> None:
    with SessionDB(home / "state.db") as db:
        result = search_detailed(db, "deploym*", fallback=False)
        assert result.explanation.value == "found" and result.total_matches == 2
        assert {h["snippet"] for h in result.hits} == {
            "The >>>deployment<<< failed on Friday night.  ",
            "Rolling back; the >>>deployments<<< stay paused until Monday.  ",
        }
        empty = search_detailed(db, "deploymentz*", fallback=False)
        assert empty.hits == [] and empty.explanation.value == "no_match" and empty.message


def test_the_session_search_tool(home: Path) -> None:
    with SessionDB(home / "state.db") as db:
        out = json.loads(session_search(query="deploym*", db=db, limit=5))
        assert out["success"] is True
        assert {r["session_id"] for r in out["results"]} == {"s_fail"}
        assert ">>>deployment" in out["results"][0]["snippet"]
        both = json.loads(session_search(query="deploy*", db=db, limit=5))
        assert {r["session_id"] for r in both["results"]} == {"s_fail", "s_api"}
        config = json.loads(session_search(query="configur* NOT nginx", db=db, limit=5))
        assert {r["session_id"] for r in config["results"]} == {"s_nginx"}


def test_the_cli_json(home: Path) -> None:
    result = CliRunner().invoke(
        main, ["sessions", "search", "deploym*", "--home", str(home), "--json"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["explanation"] == "found"
    with SessionDB(home / "state.db") as db:
        assert texts(db, data["hits"]) == DEPLOYMENT


def test_the_mcp_service(home: Path) -> None:
    with MemoryService.open(home) as service:
        reply = service.call_tool("session_search", {"query": "configur*"}, connection_key="c")
        data = json.loads(reply.text)
        assert not reply.is_error and data["success"] is True
        assert {r["session_id"] for r in data["results"]} == {"s_nginx"}


@pytest.mark.parametrize(
    "query",
    ["deploym**", "*deploym", "deploym* OR", "(deploym*", 'deploym*"', "NOT deploym*", "dep*loy"],
)
def test_odd_prefix_input_gets_an_explained_result(home: Path, query: str) -> None:
    with SessionDB(home / "state.db") as db:
        result = search_detailed(db, query)
        assert result.message
        assert result.hits or result.explanation.value in {"no_match", "syntax_error"}
        out = json.loads(session_search(query=query, db=db, limit=3))
        assert out["success"] is True or "error" in out


def _as_layout_2(path: Path) -> None:
    """Rewrite our side indexes the way layout 2 kept them: the term dictionary without
    its ``word`` column, no stored-word table, the same prefix index."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("BEGIN")
    conn.execute("DROP TABLE hm_messages_words")
    conn.execute("DROP TABLE hm_messages_terms")
    conn.execute(
        "CREATE TABLE hm_messages_terms (term TEXT PRIMARY KEY, docs INTEGER NOT NULL)"
        " WITHOUT ROWID"
    )
    conn.execute("CREATE VIRTUAL TABLE temp.v USING fts5vocab(main, messages_fts, row)")
    conn.execute("INSERT INTO hm_messages_terms SELECT term, doc FROM temp.v")
    conn.execute("UPDATE state_meta SET value = '2' WHERE key = 'hermes_memory_layout'")
    conn.execute("COMMIT")
    conn.close()


def _tables(path: Path) -> dict[str, str]:
    conn = sqlite3.connect(path)
    rows = conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table'").fetchall()
    conn.close()
    return {str(n): str(s) for n, s in rows}


def test_a_layout_2_file_upgrades_on_open(home: Path) -> None:
    path = home / "state.db"
    with SessionDB(path) as db:
        assert refresh_search_index(db) == 7
    _as_layout_2(path)
    assert search_vocab.WORDS_TABLE not in _tables(path)
    with SessionDB(path, read_only=True) as reader:  # no schema work: FTS5's own prefix
        assert found(reader, "deploy*") == DEPLOYED
    with SessionDB(path) as db:
        assert db.info.layout_version == LAYOUT_VERSION == 3
        assert found(db, "deploym*") == DEPLOYMENT  # the first search rebuilt the indexes
        with db.lock:
            assert search_terms.current(db.conn) and search_terms.lag(db.conn) == 0
        db.append_message("s_other", "user", "Deployments of lunch, again.")
        assert "Deployments of lunch, again." in found(db, "deploym*")
    tables = _tables(path)
    assert tables[search_terms.TERMS_TABLE] == search_terms.TERMS_DDL
    assert tables[search_vocab.WORDS_TABLE] == search_vocab.WORDS_DDL
    with SessionDB(path) as db:  # a second open changes nothing
        assert db.info.layout_version == LAYOUT_VERSION
        assert found(db, "deploy*") == DEPLOYMENT | DEPLOYED | {"Deployments of lunch, again."}


def test_sessions_optimize_rebuilds_an_upgraded_file(home: Path) -> None:
    path = home / "state.db"
    with SessionDB(path) as db:
        refresh_search_index(db)
    _as_layout_2(path)
    result = CliRunner().invoke(main, ["sessions", "optimize", "--home", str(home), "--json"])
    assert result.exit_code == 0, result.output
    conn = sqlite3.connect(path)
    words = conn.execute("SELECT word FROM hm_messages_words ORDER BY word").fetchall()
    conn.close()
    assert ("deployment",) in words and ("deployed",) in words


def test_a_prefix_beside_cjk_text(home: Path) -> None:
    with SessionDB(home / "state.db") as db:
        db.append_message("s_other", "user", "服务器之间的通信断了")
        assert strict(db, "deploym* OR 通信") == DEPLOYMENT | {"服务器之间的通信断了"}
