"""The state.db DDL: Hermes's schema v17 tables and indexes, and our FTS storage layout.

Owns every table, column, index, view and trigger definition as data; it executes nothing.
``migrations.py`` decides what to run and when. Column declarations double as the input of
column reconciliation (Hermes adds missing columns on every writable open).
"""

from __future__ import annotations

SCHEMA_VERSION = 17
"""The Hermes schema version we write; files from newer Hermes keep theirs (spec §14)."""

LAYOUT_META_KEY = "hermes_memory_layout"
"""``state_meta`` key recording the highest storage-layout migration of ours applied."""

FTS_TABLE = "messages_fts"
TRIGRAM_TABLE = "messages_fts_trigram"
FTS_VIEW = "hm_messages_fts_src"
TRIGRAM_VIEW = "hm_messages_fts_trigram_src"
LEGACY_FTS_VIEW = "messages_fts_src"
LEGACY_TRIGRAM_VIEW = "messages_fts_trigram_src"
"""Our first files named the source views as Hermes v23+ names its own (three-column) ones;
such files keep working and ``optimize_storage`` renames them."""
OUR_VIEWS = frozenset({FTS_VIEW, TRIGRAM_VIEW, LEGACY_FTS_VIEW, LEGACY_TRIGRAM_VIEW})

FTS_TRIGGERS = (
    "messages_fts_insert",
    "messages_fts_delete",
    "messages_fts_update",
    "messages_fts_trigram_insert",
    "messages_fts_trigram_delete",
    "messages_fts_trigram_update",
)
"""The six trigger names Hermes counts on every open; a missing one makes it rebuild."""

Column = tuple[str, str]

SESSIONS_COLUMNS: tuple[Column, ...] = (
    ("id", "TEXT PRIMARY KEY"),
    ("source", "TEXT NOT NULL"),
    ("user_id", "TEXT"),
    ("session_key", "TEXT"),
    ("chat_id", "TEXT"),
    ("chat_type", "TEXT"),
    ("thread_id", "TEXT"),
    ("model", "TEXT"),
    ("model_config", "TEXT"),
    ("system_prompt", "TEXT"),
    ("parent_session_id", "TEXT"),
    ("started_at", "REAL NOT NULL"),
    ("ended_at", "REAL"),
    ("end_reason", "TEXT"),
    ("message_count", "INTEGER DEFAULT 0"),
    ("tool_call_count", "INTEGER DEFAULT 0"),
    ("input_tokens", "INTEGER DEFAULT 0"),
    ("output_tokens", "INTEGER DEFAULT 0"),
    ("cache_read_tokens", "INTEGER DEFAULT 0"),
    ("cache_write_tokens", "INTEGER DEFAULT 0"),
    ("reasoning_tokens", "INTEGER DEFAULT 0"),
    ("cwd", "TEXT"),
    ("git_branch", "TEXT"),
    ("git_repo_root", "TEXT"),
    ("billing_provider", "TEXT"),
    ("billing_base_url", "TEXT"),
    ("billing_mode", "TEXT"),
    ("estimated_cost_usd", "REAL"),
    ("actual_cost_usd", "REAL"),
    ("cost_status", "TEXT"),
    ("cost_source", "TEXT"),
    ("pricing_version", "TEXT"),
    ("title", "TEXT"),
    ("api_call_count", "INTEGER DEFAULT 0"),
    ("handoff_state", "TEXT"),
    ("handoff_platform", "TEXT"),
    ("handoff_error", "TEXT"),
    ("compression_failure_cooldown_until", "REAL"),
    ("compression_failure_error", "TEXT"),
    ("rewind_count", "INTEGER NOT NULL DEFAULT 0"),
    ("archived", "INTEGER NOT NULL DEFAULT 0"),
)

MESSAGES_COLUMNS: tuple[Column, ...] = (
    ("id", "INTEGER PRIMARY KEY AUTOINCREMENT"),
    ("session_id", "TEXT NOT NULL REFERENCES sessions(id)"),
    ("role", "TEXT NOT NULL"),
    ("content", "TEXT"),
    ("tool_call_id", "TEXT"),
    ("tool_calls", "TEXT"),
    ("tool_name", "TEXT"),
    ("timestamp", "REAL NOT NULL"),
    ("token_count", "INTEGER"),
    ("finish_reason", "TEXT"),
    ("reasoning", "TEXT"),
    ("reasoning_content", "TEXT"),
    ("reasoning_details", "TEXT"),
    ("codex_reasoning_items", "TEXT"),
    ("codex_message_items", "TEXT"),
    ("platform_message_id", "TEXT"),
    ("observed", "INTEGER DEFAULT 0"),
    ("active", "INTEGER NOT NULL DEFAULT 1"),
    ("compacted", "INTEGER NOT NULL DEFAULT 0"),
)

STATE_META_COLUMNS: tuple[Column, ...] = (("key", "TEXT PRIMARY KEY"), ("value", "TEXT"))

COMPRESSION_LOCKS_COLUMNS: tuple[Column, ...] = (
    ("session_id", "TEXT PRIMARY KEY"),
    ("holder", "TEXT NOT NULL"),
    ("acquired_at", "REAL NOT NULL"),
    ("expires_at", "REAL NOT NULL"),
)

DECLARED_COLUMNS: dict[str, tuple[Column, ...]] = {
    "sessions": SESSIONS_COLUMNS,
    "messages": MESSAGES_COLUMNS,
    "state_meta": STATE_META_COLUMNS,
    "compression_locks": COMPRESSION_LOCKS_COLUMNS,
}
"""table -> declared columns, the input of column reconciliation."""


def _create_table(name: str, columns: tuple[Column, ...], extra: str = "") -> str:
    body = ",\n    ".join(f"{col} {decl}" for col, decl in columns)
    tail = f",\n    {extra}" if extra else ""
    return f"CREATE TABLE IF NOT EXISTS {name} (\n    {body}{tail}\n)"


BASE_SCHEMA: tuple[str, ...] = (
    "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)",
    _create_table(
        "sessions",
        SESSIONS_COLUMNS,
        "FOREIGN KEY (parent_session_id) REFERENCES sessions(id)",
    ),
    _create_table("messages", MESSAGES_COLUMNS),
    _create_table("state_meta", STATE_META_COLUMNS),
    _create_table("compression_locks", COMPRESSION_LOCKS_COLUMNS),
    "CREATE INDEX IF NOT EXISTS idx_sessions_source ON sessions(source)",
    "CREATE INDEX IF NOT EXISTS idx_sessions_source_id ON sessions(source, id)",
    "CREATE INDEX IF NOT EXISTS idx_sessions_parent ON sessions(parent_session_id)",
    "CREATE INDEX IF NOT EXISTS idx_sessions_started ON sessions(started_at DESC)",
    "CREATE INDEX IF NOT EXISTS idx_messages_session ON messages(session_id, timestamp)",
    "CREATE INDEX IF NOT EXISTS idx_compression_locks_expires ON compression_locks(expires_at)",
)
"""Run first on every writable open (all ``IF NOT EXISTS``); safe on a v1 file."""

DEFERRED_INDEXES: tuple[str, ...] = (
    "CREATE INDEX IF NOT EXISTS idx_messages_platform_msg_id"
    " ON messages(session_id, platform_message_id) WHERE platform_message_id IS NOT NULL",
    "CREATE INDEX IF NOT EXISTS idx_messages_session_active"
    " ON messages(session_id, active, timestamp)",
    "CREATE INDEX IF NOT EXISTS idx_sessions_session_key ON sessions(session_key, started_at DESC)",
    "CREATE INDEX IF NOT EXISTS idx_sessions_gateway_peer"
    " ON sessions(source, user_id, chat_id, chat_type, thread_id, started_at DESC)",
    "CREATE INDEX IF NOT EXISTS idx_sessions_handoff_state ON sessions(handoff_state, started_at)",
)
"""Indexes over columns that legacy files only get through reconciliation."""

TITLE_INDEX = (
    "CREATE UNIQUE INDEX IF NOT EXISTS idx_sessions_title_unique"
    " ON sessions(title) WHERE title IS NOT NULL"
)


# --- indexed text ------------------------------------------------------------------------


def indexed_text(row: str = "") -> str:
    """Hermes's indexed-text expression for a messages row (``new``, ``old`` or bare)."""
    p = f"{row}." if row else ""
    return (
        f"COALESCE({p}content,'') || ' ' || COALESCE({p}tool_name,'') || ' '"
        f" || COALESCE({p}tool_calls,'')"
    )


# The CJK ranges of spec §6.3 that GLOB can express (it compares code points): CJK symbols,
# kana (U+3000–30FF), Extension A, the unified block, Hangul syllables and Extension B.
# The DDL text of state.db's CJK trigger: search/text.py's CJK_GLOB, written out here because
# files already hold this exact text (a test pins the two equal).
CJK_GLOB = "*[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\U00020000-\U0002a6df]*"


def _without_json_marker(column: str) -> str:
    # GLOB and the trigram tokenizer stop at the first NUL byte, and encoded content starts
    # with "\x00json:"; the byte-wise BLOB substr drops that NUL so the JSON text is seen.
    return (
        f"CASE WHEN substr(CAST({column} AS BLOB), 1, 1) = x'00'"
        f" THEN CAST(substr(CAST({column} AS BLOB), 2) AS TEXT) ELSE {column} END"
    )


def trigram_text(row: str = "") -> str:
    """The trigram index's text: Hermes's expression with a leading NUL byte removed."""
    p = f"{row}." if row else ""
    return (
        f"COALESCE({_without_json_marker(f'{p}content')}, '') || ' '"
        f" || COALESCE({p}tool_name,'') || ' ' || COALESCE({p}tool_calls,'')"
    )


# UTF-8 lead bytes of the CJK ranges: E3–E9 cover U+3000–9FFF, EA–ED U+A000–DFFF (Hangul
# syllables), F0 the supplementary planes (Extension B).
_CJK_LEAD_BYTES = ("E3", "E4", "E5", "E6", "E7", "E8", "E9", "EA", "EB", "EC", "ED", "F0")


def _non_ascii(column: str) -> str:
    # character count != byte count; also true for the "\x00json:" marker (length() of
    # text stops at the NUL), which the exact test below then looks through
    return f"length({column}) != length(CAST({column} AS BLOB))"


def is_cjk(row: str = "") -> str:
    """SQL condition: the row's text holds a CJK character (membership of the trigram index).

    The GLOB alone costs ~60 µs on a 700-character message, on every insert; cheap filters
    run first: a row whose three columns are pure ASCII (character count = byte count,
    checked column by column, before any concatenation) and text without a CJK UTF-8 lead
    byte cannot match. The GLOB stays the exact test.
    """
    p = f"{row}." if row else ""
    ascii_filter = " OR ".join(
        _non_ascii(f"{p}{c}") for c in ("content", "tool_name", "tool_calls")
    )
    text = f"({trigram_text(row)})"
    blob = f"CAST({text} AS BLOB)"
    leads = " OR ".join(f"instr({blob}, x'{b}') > 0" for b in _CJK_LEAD_BYTES)
    return f"(({ascii_filter}) AND ({leads}) AND {text} GLOB '{CJK_GLOB}')"


def _text_changed() -> str:
    return (
        "old.content IS NOT new.content OR old.tool_name IS NOT new.tool_name"
        " OR old.tool_calls IS NOT new.tool_calls"
    )


# --- our layout: external content over views, indexed once -------------------------------


def compact_fts(view: str = FTS_VIEW) -> tuple[str, ...]:
    """The base index over ``view``: porter-stemmed unicode61; the text is stored once."""
    return (
        f"CREATE VIEW IF NOT EXISTS {view} AS SELECT id, {indexed_text()} AS content FROM messages",
        f"CREATE VIRTUAL TABLE IF NOT EXISTS {FTS_TABLE} USING fts5(content,"
        f" content='{view}', content_rowid='id', tokenize='porter unicode61')",
        f"""CREATE TRIGGER IF NOT EXISTS messages_fts_insert AFTER INSERT ON messages BEGIN
    INSERT INTO {FTS_TABLE}(rowid, content) VALUES (new.id, {indexed_text("new")});
END""",
        f"""CREATE TRIGGER IF NOT EXISTS messages_fts_delete AFTER DELETE ON messages BEGIN
    INSERT INTO {FTS_TABLE}({FTS_TABLE}, rowid, content)
        VALUES ('delete', old.id, {indexed_text("old")});
END""",
        f"""CREATE TRIGGER IF NOT EXISTS messages_fts_update
AFTER UPDATE OF content, tool_name, tool_calls ON messages WHEN {_text_changed()} BEGIN
    INSERT INTO {FTS_TABLE}({FTS_TABLE}, rowid, content)
        VALUES ('delete', old.id, {indexed_text("old")});
    INSERT INTO {FTS_TABLE}(rowid, content) VALUES (new.id, {indexed_text("new")});
END""",
    )


def compact_trigram(view: str = TRIGRAM_VIEW) -> tuple[str, ...]:
    """The trigram index over ``view``: only rows with CJK text, the only queries Hermes
    routes to it."""
    return (
        f"CREATE VIEW IF NOT EXISTS {view} AS SELECT id, {trigram_text()} AS content"
        f" FROM messages WHERE {is_cjk()}",
        f"CREATE VIRTUAL TABLE IF NOT EXISTS {TRIGRAM_TABLE} USING fts5(content,"
        f" content='{view}', content_rowid='id', tokenize='trigram')",
        f"""CREATE TRIGGER IF NOT EXISTS messages_fts_trigram_insert AFTER INSERT ON messages
WHEN {is_cjk("new")} BEGIN
    INSERT INTO {TRIGRAM_TABLE}(rowid, content) VALUES (new.id, {trigram_text("new")});
END""",
        f"""CREATE TRIGGER IF NOT EXISTS messages_fts_trigram_delete AFTER DELETE ON messages
WHEN {is_cjk("old")} BEGIN
    INSERT INTO {TRIGRAM_TABLE}({TRIGRAM_TABLE}, rowid, content)
        VALUES ('delete', old.id, {trigram_text("old")});
END""",
        f"""CREATE TRIGGER IF NOT EXISTS messages_fts_trigram_update
AFTER UPDATE OF content, tool_name, tool_calls ON messages
WHEN ({_text_changed()}) AND ({is_cjk("old")} OR {is_cjk("new")}) BEGIN
    INSERT INTO {TRIGRAM_TABLE}({TRIGRAM_TABLE}, rowid, content)
        SELECT 'delete', old.id, {trigram_text("old")} WHERE {is_cjk("old")};
    INSERT INTO {TRIGRAM_TABLE}(rowid, content)
        SELECT new.id, {trigram_text("new")} WHERE {is_cjk("new")};
END""",
    )


COMPACT_FTS = compact_fts()
COMPACT_TRIGRAM = compact_trigram()

FTS_AUTOMERGE = 8
"""FTS5 ``automerge`` of our base index (stored in its config, so Hermes's writes use it
too): every commit flushes one small segment, and merging them 4 at a time (the default)
rewrites each posting once more per level; 8 saves ~10-15 µs of CPU per message appended
turn by turn, for a few more segments to look terms up in."""
SET_AUTOMERGE = f"INSERT INTO {FTS_TABLE}({FTS_TABLE}, rank) VALUES ('automerge', {FTS_AUTOMERGE})"


# --- Hermes's v11–v22 inline layout (kept on files Hermes wrote) -------------------------


def inline_fts(table: str, tokenize: str | None) -> tuple[str, ...]:
    """Hermes's inline layout for one table: a standalone copy kept by three triggers."""
    prefix = "messages_fts_trigram" if table == TRIGRAM_TABLE else "messages_fts"
    options = f", tokenize='{tokenize}'" if tokenize else ""
    new, _old = indexed_text("new"), indexed_text("old")
    return (
        f"CREATE VIRTUAL TABLE IF NOT EXISTS {table} USING fts5(content{options})",
        f"""CREATE TRIGGER IF NOT EXISTS {prefix}_insert AFTER INSERT ON messages BEGIN
    INSERT INTO {table}(rowid, content) VALUES (new.id, {new});
END""",
        f"""CREATE TRIGGER IF NOT EXISTS {prefix}_delete AFTER DELETE ON messages BEGIN
    DELETE FROM {table} WHERE rowid = old.id;
END""",
        f"""CREATE TRIGGER IF NOT EXISTS {prefix}_update AFTER UPDATE ON messages BEGIN
    DELETE FROM {table} WHERE rowid = old.id;
    INSERT INTO {table}(rowid, content) VALUES (new.id, {new});
END""",
    )


def table_triggers(table: str) -> tuple[str, str, str]:
    """The three trigger names that keep ``table`` in sync."""
    prefix = "messages_fts_trigram" if table == TRIGRAM_TABLE else "messages_fts"
    return (f"{prefix}_insert", f"{prefix}_delete", f"{prefix}_update")
