"""state.db files as Hermes wrote them, built from the spec's description (not from schema.py).

Each builder writes a file with plain SQL only: the v17 reference (inline FTS copy, six
triggers), a v1 file (external content on ``messages``), a v10 file (plus an external
trigram table) and a v30-style file (Hermes's v23+ external layout, extra columns/tables).
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

TEXT = (
    "COALESCE({r}content,'') || ' ' || COALESCE({r}tool_name,'') || ' '"
    " || COALESCE({r}tool_calls,'')"
)


def _text(row: str) -> str:
    return TEXT.format(r=f"{row}." if row else "")


V17_SESSIONS = """CREATE TABLE sessions (
    id TEXT PRIMARY KEY, source TEXT NOT NULL, user_id TEXT, model TEXT, model_config TEXT,
    system_prompt TEXT, parent_session_id TEXT, started_at REAL NOT NULL, ended_at REAL,
    end_reason TEXT, message_count INTEGER DEFAULT 0, tool_call_count INTEGER DEFAULT 0,
    input_tokens INTEGER DEFAULT 0, output_tokens INTEGER DEFAULT 0,
    cache_read_tokens INTEGER DEFAULT 0, cache_write_tokens INTEGER DEFAULT 0,
    reasoning_tokens INTEGER DEFAULT 0, billing_provider TEXT, billing_base_url TEXT,
    billing_mode TEXT, estimated_cost_usd REAL, actual_cost_usd REAL, cost_status TEXT,
    cost_source TEXT, pricing_version TEXT, title TEXT, api_call_count INTEGER DEFAULT 0,
    session_key TEXT, chat_id TEXT, chat_type TEXT, thread_id TEXT, cwd TEXT, git_branch TEXT,
    git_repo_root TEXT, handoff_state TEXT, handoff_platform TEXT, handoff_error TEXT,
    compression_failure_cooldown_until REAL, compression_failure_error TEXT,
    rewind_count INTEGER NOT NULL DEFAULT 0, archived INTEGER NOT NULL DEFAULT 0,
    FOREIGN KEY (parent_session_id) REFERENCES sessions(id))"""

V17_MESSAGES = """CREATE TABLE messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT, session_id TEXT NOT NULL REFERENCES sessions(id),
    role TEXT NOT NULL, content TEXT, tool_call_id TEXT, tool_calls TEXT, tool_name TEXT,
    timestamp REAL NOT NULL, token_count INTEGER, finish_reason TEXT, reasoning TEXT,
    reasoning_content TEXT, reasoning_details TEXT, codex_reasoning_items TEXT,
    codex_message_items TEXT, platform_message_id TEXT, observed INTEGER DEFAULT 0,
    active INTEGER NOT NULL DEFAULT 1, compacted INTEGER NOT NULL DEFAULT 0)"""

V17_REST = [
    "CREATE TABLE schema_version (version INTEGER NOT NULL)",
    "CREATE TABLE state_meta (key TEXT PRIMARY KEY, value TEXT)",
    "CREATE TABLE compression_locks (session_id TEXT PRIMARY KEY, holder TEXT NOT NULL,"
    " acquired_at REAL NOT NULL, expires_at REAL NOT NULL)",
    "CREATE INDEX idx_sessions_source ON sessions(source)",
    "CREATE INDEX idx_sessions_source_id ON sessions(source, id)",
    "CREATE INDEX idx_sessions_parent ON sessions(parent_session_id)",
    "CREATE INDEX idx_sessions_started ON sessions(started_at DESC)",
    "CREATE INDEX idx_messages_session ON messages(session_id, timestamp)",
    "CREATE INDEX idx_compression_locks_expires ON compression_locks(expires_at)",
    "CREATE INDEX idx_messages_platform_msg_id ON messages(session_id, platform_message_id)"
    " WHERE platform_message_id IS NOT NULL",
    "CREATE INDEX idx_messages_session_active ON messages(session_id, active, timestamp)",
    "CREATE INDEX idx_sessions_session_key ON sessions(session_key, started_at DESC)",
    "CREATE INDEX idx_sessions_gateway_peer"
    " ON sessions(source, user_id, chat_id, chat_type, thread_id, started_at DESC)",
    "CREATE INDEX idx_sessions_handoff_state ON sessions(handoff_state, started_at)",
    "CREATE UNIQUE INDEX idx_sessions_title_unique ON sessions(title) WHERE title IS NOT NULL",
]


def _inline(table: str, prefix: str, tokenize: str) -> list[str]:
    return [
        f"CREATE VIRTUAL TABLE {table} USING fts5(content{tokenize})",
        f"CREATE TRIGGER {prefix}_insert AFTER INSERT ON messages BEGIN"
        f" INSERT INTO {table}(rowid, content) VALUES (new.id, {_text('new')}); END",
        f"CREATE TRIGGER {prefix}_delete AFTER DELETE ON messages BEGIN"
        f" DELETE FROM {table} WHERE rowid = old.id; END",
        f"CREATE TRIGGER {prefix}_update AFTER UPDATE ON messages BEGIN"
        f" DELETE FROM {table} WHERE rowid = old.id;"
        f" INSERT INTO {table}(rowid, content) VALUES (new.id, {_text('new')}); END",
    ]


def build_v17(path: Path) -> None:
    """The v17 reference: inline FTS copies kept by six triggers, version row 17."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    for sql in [V17_SESSIONS, V17_MESSAGES, *V17_REST]:
        conn.execute(sql)
    for sql in _inline("messages_fts", "messages_fts", ""):
        conn.execute(sql)
    for sql in _inline("messages_fts_trigram", "messages_fts_trigram", ", tokenize='trigram'"):
        conn.execute(sql)
    conn.execute("INSERT INTO schema_version VALUES (17)")
    conn.close()


def add_rows(path: Path, rows: list[tuple[str, str, str, str | None, str | None]]) -> None:
    """Plain-SQL inserts the way Hermes writes: (session, role, content, tool_name, calls)."""
    conn = sqlite3.connect(path, isolation_level=None)
    now = time.time()
    for n, (sid, role, content, tool_name, calls) in enumerate(rows):
        conn.execute(
            "INSERT OR IGNORE INTO sessions (id, source, started_at) VALUES (?, 'cli', ?)",
            (sid, now),
        )
        conn.execute(
            "INSERT INTO messages (session_id, role, content, tool_name, tool_calls, timestamp)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (sid, role, content, tool_name, calls, now + n * 0.001),
        )
        conn.execute("UPDATE sessions SET message_count = message_count + 1 WHERE id = ?", (sid,))
    conn.close()


def build_v1(path: Path, *, with_trigram: bool = False, version: int = 1) -> None:
    """v1 (or v10 with ``with_trigram``): external content reading ``messages`` itself."""
    conn = sqlite3.connect(path, isolation_level=None)
    extra_sessions = ", title TEXT" if version >= 3 else ""
    extra_messages = ", finish_reason TEXT" if version >= 2 else ""
    conn.execute(
        "CREATE TABLE sessions (id TEXT PRIMARY KEY, source TEXT NOT NULL, user_id TEXT,"
        " model TEXT, model_config TEXT, system_prompt TEXT, parent_session_id TEXT,"
        " started_at REAL NOT NULL, ended_at REAL, end_reason TEXT,"
        " message_count INTEGER DEFAULT 0, tool_call_count INTEGER DEFAULT 0,"
        f" input_tokens INTEGER DEFAULT 0, output_tokens INTEGER DEFAULT 0{extra_sessions},"
        " FOREIGN KEY (parent_session_id) REFERENCES sessions(id))"
    )
    conn.execute(
        "CREATE TABLE messages (id INTEGER PRIMARY KEY AUTOINCREMENT,"
        " session_id TEXT NOT NULL REFERENCES sessions(id), role TEXT NOT NULL, content TEXT,"
        " tool_call_id TEXT, tool_calls TEXT, tool_name TEXT, timestamp REAL NOT NULL,"
        f" token_count INTEGER{extra_messages})"
    )
    conn.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    conn.execute("CREATE INDEX idx_sessions_source ON sessions(source)")
    conn.execute("CREATE INDEX idx_messages_session ON messages(session_id, timestamp)")
    tables = [("messages_fts", "messages_fts", "")]
    if with_trigram:
        tables.append(("messages_fts_trigram", "messages_fts_trigram", ", tokenize='trigram'"))
    for table, prefix, tokenize in tables:
        conn.execute(
            f"CREATE VIRTUAL TABLE {table} USING fts5(content, content=messages,"
            f" content_rowid=id{tokenize})"
        )
        conn.execute(
            f"CREATE TRIGGER {prefix}_insert AFTER INSERT ON messages BEGIN"
            f" INSERT INTO {table}(rowid, content) VALUES (new.id, new.content); END"
        )
        conn.execute(
            f"CREATE TRIGGER {prefix}_delete AFTER DELETE ON messages BEGIN"
            f" INSERT INTO {table}({table}, rowid, content)"
            f" VALUES ('delete', old.id, old.content); END"
        )
        conn.execute(
            f"CREATE TRIGGER {prefix}_update AFTER UPDATE ON messages BEGIN"
            f" INSERT INTO {table}({table}, rowid, content)"
            f" VALUES ('delete', old.id, old.content);"
            f" INSERT INTO {table}(rowid, content) VALUES (new.id, new.content); END"
        )
    conn.execute("INSERT INTO schema_version VALUES (?)", (version,))
    conn.close()


_V23_TOOL_TEXT = "CASE WHEN {r}role = 'tool' THEN substr({r}content, 1, 8192) ELSE {r}content END"
_V23_HIDDEN = (
    "EXISTS (SELECT 1 FROM sessions s WHERE s.id = {r}session_id AND (s.source IN"
    " ('cron', 'subagent') OR (json_valid(s.model_config)"
    " AND json_extract(s.model_config, '$._delegate_from') IS NOT NULL)))"
)


def _v23(row: str) -> tuple[str, str]:
    r = f"{row}." if row else ""
    trigram_in = f"{r}role != 'tool' AND NOT {_V23_HIDDEN.format(r=r)}"
    return _V23_TOOL_TEXT.format(r=r), trigram_in


def build_v30(path: Path) -> None:
    """A newer-Hermes file: v17 columns plus later ones, v23 external FTS, version 30."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    sessions = V17_SESSIONS.replace(
        "archived INTEGER NOT NULL DEFAULT 0,",
        "archived INTEGER NOT NULL DEFAULT 0, system_prompt_hash TEXT, display_name TEXT,"
        " title_source TEXT, last_activity_at REAL, pinned INTEGER NOT NULL DEFAULT 0,"
        " hidden INTEGER NOT NULL DEFAULT 0, profile_name TEXT, tool_names TEXT,",
    )
    messages = V17_MESSAGES.replace(
        "compacted INTEGER NOT NULL DEFAULT 0)",
        "compacted INTEGER NOT NULL DEFAULT 0, effect_disposition TEXT,"
        " _compressed_summary INTEGER NOT NULL DEFAULT 0, api_content TEXT, display_kind TEXT,"
        " display_metadata TEXT, display_identity BLOB, display_order INTEGER)",
    )
    for sql in [sessions, messages, *V17_REST]:
        conn.execute(sql)
    conn.execute("CREATE TABLE system_prompts (hash TEXT PRIMARY KEY, prompt TEXT NOT NULL)")
    conn.execute(
        "CREATE TABLE session_model_usage (session_id TEXT, model TEXT, calls INTEGER,"
        " PRIMARY KEY (session_id, model))"
    )
    conn.execute("CREATE TABLE gateway_heartbeats (name TEXT PRIMARY KEY, beat REAL)")
    conn.execute("CREATE INDEX idx_messages_session_id ON messages(session_id, id)")
    text, _ = _v23("")
    _, trigram_in = _v23("m")
    conn.execute(
        f"CREATE VIEW messages_fts_src AS SELECT id, {text} AS content, tool_name, tool_calls"
        " FROM messages"
    )
    conn.execute(
        "CREATE VIEW messages_fts_trigram_src AS SELECT m.id, m.content, m.tool_name"
        f" FROM messages m WHERE {trigram_in}"
    )
    conn.execute(
        "CREATE VIRTUAL TABLE messages_fts USING fts5(content, tool_name, tool_calls,"
        " content='messages_fts_src', content_rowid='id')"
    )
    conn.execute(
        "CREATE VIRTUAL TABLE messages_fts_trigram USING fts5(content, tool_name,"
        " content='messages_fts_trigram_src', content_rowid='id', tokenize='trigram')"
    )
    new_text, new_in = _v23("new")
    old_text, old_in = _v23("old")
    conn.execute(
        "CREATE TRIGGER messages_fts_insert AFTER INSERT ON messages BEGIN"
        " INSERT INTO messages_fts(rowid, content, tool_name, tool_calls)"
        f" VALUES (new.id, {new_text}, new.tool_name, new.tool_calls); END"
    )
    conn.execute(
        "CREATE TRIGGER messages_fts_delete AFTER DELETE ON messages BEGIN"
        " INSERT INTO messages_fts(messages_fts, rowid, content, tool_name, tool_calls)"
        f" VALUES ('delete', old.id, {old_text}, old.tool_name, old.tool_calls); END"
    )
    conn.execute(
        "CREATE TRIGGER messages_fts_update AFTER UPDATE OF content, tool_name, tool_calls, role"
        " ON messages WHEN old.content IS NOT new.content OR old.tool_name IS NOT new.tool_name"
        " OR old.tool_calls IS NOT new.tool_calls OR old.role IS NOT new.role BEGIN"
        " INSERT INTO messages_fts(messages_fts, rowid, content, tool_name, tool_calls)"
        f" VALUES ('delete', old.id, {old_text}, old.tool_name, old.tool_calls);"
        " INSERT INTO messages_fts(rowid, content, tool_name, tool_calls)"
        f" VALUES (new.id, {new_text}, new.tool_name, new.tool_calls); END"
    )
    conn.execute(
        f"CREATE TRIGGER messages_fts_trigram_insert AFTER INSERT ON messages WHEN {new_in}"
        " BEGIN INSERT INTO messages_fts_trigram(rowid, content, tool_name)"
        " VALUES (new.id, new.content, new.tool_name); END"
    )
    conn.execute(
        f"CREATE TRIGGER messages_fts_trigram_delete AFTER DELETE ON messages WHEN {old_in}"
        " BEGIN INSERT INTO messages_fts_trigram(messages_fts_trigram, rowid, content, tool_name)"
        " VALUES ('delete', old.id, old.content, old.tool_name); END"
    )
    conn.execute(
        "CREATE TRIGGER messages_fts_trigram_update AFTER UPDATE OF content, tool_name, role"
        f" ON messages BEGIN"
        " INSERT INTO messages_fts_trigram(messages_fts_trigram, rowid, content, tool_name)"
        f" SELECT 'delete', old.id, old.content, old.tool_name WHERE {old_in};"
        " INSERT INTO messages_fts_trigram(rowid, content, tool_name)"
        f" SELECT new.id, new.content, new.tool_name WHERE {new_in}; END"
    )
    conn.execute("INSERT INTO schema_version VALUES (30)")
    conn.execute("INSERT INTO state_meta VALUES ('fts_storage_version', '3')")
    conn.close()


def schema_snapshot(path: Path) -> list[tuple[str, str, str | None]]:
    """Every object of the file with its SQL: compare before/after to prove no DDL ran."""
    conn = sqlite3.connect(path)
    try:
        return [
            (r[0], r[1], r[2])
            for r in conn.execute("SELECT type, name, sql FROM sqlite_master ORDER BY type, name")
        ]
    finally:
        conn.close()
