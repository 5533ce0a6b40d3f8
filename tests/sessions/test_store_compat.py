"""Both directions of state.db compatibility with Hermes, on real files.

Hermes-written files (v17 inline, v1/v10 external, v30 newer layout) open, read and accept
writes without damage; a file we create answers Hermes's own plain-SQL queries.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from hermes_state_files import (
    add_rows,
    build_v1,
    build_v17,
    build_v30,
    schema_snapshot,
)

import hermes_memory.sessions.storage.layout as layout
import hermes_memory.sessions.storage.schema as schema
from hermes_memory.sessions.storage.migrations import LAYOUT_VERSION
from hermes_memory.sessions.storage.schema import FTS_TRIGGERS
from hermes_memory.sessions.store import SessionDB
from hermes_memory.sessions.types import FtsLayout

ROWS = [
    ("h1", "user", "how do I configure the deploy pipeline", None, None),
    ("h1", "assistant", "Use the deploy script with the staging flag", None, None),
    ("h1", "tool", "exit 0", "terminal", None),
    ("h2", "user", "记忆断裂问题怎么处理", None, None),
]


def _fts_ids(path: Path, table: str, query: str) -> list[int]:
    conn = sqlite3.connect(path)
    try:
        sql = f"SELECT rowid FROM {table} WHERE {table} MATCH ? ORDER BY rowid"
        return [r[0] for r in conn.execute(sql, (query,))]
    finally:
        conn.close()


def _trigger_count(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        marks = ",".join("?" * len(FTS_TRIGGERS))
        sql = f"SELECT count(*) FROM sqlite_master WHERE type='trigger' AND name IN ({marks})"
        return int(conn.execute(sql, FTS_TRIGGERS).fetchone()[0])
    finally:
        conn.close()


def test_v17_hermes_file_opens_without_layout_rewrite(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    build_v17(path)
    add_rows(path, ROWS)
    before = schema_snapshot(path)

    db = SessionDB(path)
    assert db.fts_layout is FtsLayout.INLINE
    assert db.trigram_layout is FtsLayout.INLINE
    assert db.schema_version == 17
    assert schema_snapshot(path) == before  # every object already existed: nothing rebuilt

    assert db.get_session("h1")["message_count"] == 3
    messages = db.get_messages("h1")
    assert [m["role"] for m in messages] == ["user", "assistant", "tool"]
    assert messages[2]["tool_name"] == "terminal"

    new_id = db.append_message("h1", "user", "rollback the kubernetes rollout")
    db.append_messages("h2", [{"role": "assistant", "content": "先检查聊天记录的存储"}])
    db.close()

    assert _fts_ids(path, "messages_fts", "kubernetes") == [new_id]
    assert _fts_ids(path, "messages_fts", "terminal") == [3]  # tool names are indexed
    assert len(_fts_ids(path, "messages_fts_trigram", "聊天记录")) == 1
    assert _trigger_count(path) == 6


def test_v17_file_missing_a_trigger_gets_it_back_and_only_that_index_rebuilt(
    tmp_path: Path,
) -> None:
    path = tmp_path / "state.db"
    build_v17(path)
    add_rows(path, ROWS)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("DROP TRIGGER messages_fts_insert")
    conn.execute(
        "INSERT INTO messages (session_id, role, content, timestamp)"
        " VALUES ('h1', 'user', 'written while the trigger was gone', 1)"
    )
    conn.close()
    with SessionDB(path) as db:
        assert db.fts_layout is FtsLayout.INLINE
        db.check_fts()
    assert _trigger_count(path) == 6
    assert _fts_ids(path, "messages_fts", "gone") == [5]


@pytest.mark.parametrize(("version", "trigram"), [(1, False), (10, True)])
def test_old_external_content_file_migrates_to_v17(
    tmp_path: Path, version: int, trigram: bool
) -> None:
    path = tmp_path / "state.db"
    build_v1(path, with_trigram=trigram, version=version)
    add_rows(path, ROWS)

    with SessionDB(path) as db:
        assert db.schema_version == 17
        assert db.fts_layout is FtsLayout.COMPACT
        assert db.trigram_layout is FtsLayout.COMPACT
        session = db.get_session("h1")
        assert session is not None
        assert session["rewind_count"] == 0 and session["archived"] == 0
        assert {m["active"] for m in db.get_messages("h1", include_inactive=True)} == {1}
        assert db.check_fts() == {"messages_fts": 4, "messages_fts_trigram": 1}
        db.append_message("h1", "user", "after the migration", tool_name=None)
        db.set_session_title("h1", "pipeline")

    assert _fts_ids(path, "messages_fts", "terminal") == [3]  # v11 fix: tool names indexed
    assert _fts_ids(path, "messages_fts", "migration") == [5]
    conn = sqlite3.connect(path)
    version_rows = conn.execute("SELECT version FROM schema_version").fetchall()
    indexes = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='index'")}
    conn.close()
    assert version_rows == [(17,)]
    assert {"idx_sessions_title_unique", "idx_messages_session_active"} <= indexes
    assert _trigger_count(path) == 6


def test_v30_file_opens_without_ddl_and_accepts_appends(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    build_v30(path)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("INSERT INTO system_prompts VALUES ('abc123', 'You are Hermes.')")
    conn.execute(
        "INSERT INTO sessions (id, source, started_at, system_prompt_hash, pinned)"
        " VALUES ('n1', 'cli', 100.0, 'abc123', 1)"
    )
    conn.execute(
        "INSERT INTO messages (session_id, role, content, timestamp, display_kind)"
        " VALUES ('n1', 'user', 'older message about grafana dashboards', 101.0, 'text')"
    )
    conn.close()
    before = schema_snapshot(path)

    with SessionDB(path) as db:
        assert db.info.newer_hermes
        assert db.schema_version == 30
        assert db.fts_layout is FtsLayout.HERMES_EXTERNAL
        session = db.get_session("n1")
        assert session["system_prompt"] == "You are Hermes."  # joined back from the hash
        assert session["pinned"] == 1  # extra columns pass through
        assert db.get_messages("n1")[0]["display_kind"] == "text"
        new_id = db.append_message("n1", "assistant", "prometheus alert rules look fine")
        rows = db.list_sessions_rich()
        assert rows[0]["id"] == "n1" and rows[0]["preview"].startswith("older message")
        assert db.optimize_storage.__name__  # present, but refused for v23+ files
        with pytest.raises(Exception, match="Hermes's own FTS layout"):
            db.optimize_storage()

    assert schema_snapshot(path) == before
    assert _fts_ids(path, "messages_fts", "prometheus") == [new_id]
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT version FROM schema_version").fetchall() == [(30,)]
    conn.execute("INSERT INTO messages_fts(messages_fts, rank) VALUES ('integrity-check', 1)")
    conn.close()


def test_a_file_we_create_answers_hermes_queries(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    with SessionDB(path) as db:
        db.create_session("s1", "cli", model="hermes-4")
        db.append_message("s1", "user", "the database migration failed overnight")
        db.append_message(
            "s1",
            "assistant",
            "checking migration logs",
            tool_calls=[
                {"id": "c1", "function": {"name": "read_file", "arguments": '{"path": "x.log"}'}}
            ],
        )
        db.append_message("s1", "tool", "ERROR duplicate column", tool_name="read_file")

    assert _trigger_count(path) == 6
    conn = sqlite3.connect(path)
    conn.row_factory = sqlite3.Row
    hits = conn.execute(
        "SELECT m.id, m.session_id, m.role, s.source,"
        " snippet(messages_fts, 0, '>>>', '<<<', '...', 40) AS snippet"
        " FROM messages_fts JOIN messages m ON m.id = messages_fts.rowid"
        " JOIN sessions s ON s.id = m.session_id"
        " WHERE messages_fts MATCH ? AND (m.active = 1 OR m.compacted = 1) ORDER BY rank",
        ("migration",),
    ).fetchall()
    assert [h["id"] for h in hits] and {h["id"] for h in hits} == {1, 2}
    assert ">>>migration<<<" in hits[0]["snippet"]
    assert [
        r[0]
        for r in conn.execute("SELECT rowid FROM messages_fts WHERE messages_fts MATCH 'read_file'")
    ] == [2, 3]  # tool-call names and tool names are searchable, as in Hermes
    # What Hermes v17 runs on open and every 1000 writes works on our layout.
    conn.execute("INSERT INTO messages_fts(messages_fts) VALUES ('optimize')")
    assert conn.execute("SELECT version FROM schema_version").fetchone()[0] == 17
    conn.close()


def test_hermes_writes_into_our_layout_stay_indexed(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    SessionDB(path).close()
    add_rows(path, ROWS)  # Hermes-style plain INSERTs through our triggers
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("UPDATE messages SET active = 0 WHERE id = 1")  # rewind: no re-index
    conn.execute("UPDATE messages SET content = 'edited 漢字内容' WHERE id = 2")
    conn.execute("DELETE FROM messages WHERE id = 3")
    conn.close()
    with SessionDB(path) as db:
        assert db.check_fts() == {"messages_fts": 3, "messages_fts_trigram": 2}
    assert _fts_ids(path, "messages_fts_trigram", "漢字内") == [2]
    assert _fts_ids(path, "messages_fts", "pipeline") == [1]


def test_optimize_storage_converts_an_inline_file(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    build_v17(path)
    add_rows(path, ROWS * 50)
    with SessionDB(path) as db:
        assert db.optimize_storage() is True
        assert db.fts_layout is FtsLayout.COMPACT
        assert db.optimize_storage() is False
        assert db.check_fts() == {"messages_fts": 200, "messages_fts_trigram": 50}
        db.vacuum()
        assert db.get_meta("hermes_memory_layout") == str(LAYOUT_VERSION)
    assert _trigger_count(path) == 6
    assert len(_fts_ids(path, "messages_fts", "deploy")) == 100


def test_read_only_mode_does_no_schema_work(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    build_v17(path)
    add_rows(path, ROWS)
    before = schema_snapshot(path)
    with SessionDB(path, read_only=True) as db:
        assert db.get_messages("h1")[0]["content"].startswith("how do I")
        assert db.fts_layout is FtsLayout.INLINE
        with pytest.raises(Exception, match="read-only"):
            db.append_message("h1", "user", "nope")
    assert schema_snapshot(path) == before


def _views(path: Path) -> set[str]:
    conn = sqlite3.connect(path)
    try:
        return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'view'")}
    finally:
        conn.close()


def test_our_source_views_do_not_carry_hermes_v23_names(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    SessionDB(path).close()
    # Hermes v23+ reads its own three-column layout from a view named messages_fts_src
    assert _views(path) == {schema.FTS_VIEW, schema.TRIGRAM_VIEW}
    assert not _views(path) & {"messages_fts_src", "messages_fts_trigram_src"}


def _with_legacy_view_names(path: Path) -> None:
    """A file as our first releases wrote it: our layout over the legacy view names."""
    SessionDB(path).close()
    add_rows(path, ROWS)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("BEGIN")
    layout.drop_index(conn, schema.TRIGRAM_TABLE)
    layout.drop_index(conn, schema.FTS_TABLE)
    for statement in (
        *schema.compact_fts(schema.LEGACY_FTS_VIEW),
        *schema.compact_trigram(schema.LEGACY_TRIGRAM_VIEW),
    ):
        conn.execute(statement)
    layout.rebuild_external(conn, schema.FTS_TABLE)
    layout.rebuild_external(conn, schema.TRIGRAM_TABLE)
    conn.execute("COMMIT")
    conn.close()


def test_a_file_with_the_legacy_view_names_keeps_working_and_converts(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    _with_legacy_view_names(path)
    legacy = {schema.LEGACY_FTS_VIEW, schema.LEGACY_TRIGRAM_VIEW}
    assert _views(path) == legacy
    with SessionDB(path) as db:
        assert db.fts_layout is FtsLayout.COMPACT and db.trigram_layout is FtsLayout.COMPACT
        db.append_message("h2", "assistant", "the deploy finished; 记忆断裂已修复")
        assert sorted(h["id"] for h in db.search_messages("deploy")) == [1, 2, 5]
        assert db.check_fts() == {"messages_fts": 5, "messages_fts_trigram": 2}
    assert _views(path) == legacy  # opening repairs, it does not rename
    with SessionDB(path) as db:
        assert db.optimize_storage() is True
        assert db.fts_layout is FtsLayout.COMPACT
        assert db.optimize_storage() is False
        assert db.check_fts() == {"messages_fts": 5, "messages_fts_trigram": 2}
        assert len(db.search_messages("deploy")) == 3
    assert _views(path) == {schema.FTS_VIEW, schema.TRIGRAM_VIEW}
    assert _fts_ids(path, "messages_fts_trigram", "记忆断") == [4, 5]


def test_optimize_fts_covers_our_search_indexes(tmp_path: Path) -> None:
    with SessionDB(tmp_path / "state.db") as db:
        db.create_session("s", "cli")
        db.append_message("s", "user", "通信 问题")
        db.search_messages("通信")  # the CJK index is created by the first CJK search
        assert db.optimize_fts() == 3  # messages_fts, messages_fts_trigram, messages_cjk
