"""The PostgreSQL schema as numbered migrations, applied in order and recorded in the
database (``hm_schema``), under an advisory lock so several servers starting at once
migrate it exactly once.

Owns every table, index and text-search configuration of the team store; executes only
in :func:`migrate`. A migration, once released, never changes: new needs add a number.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hermes_memory.storage.postgres.text_schema import v4_statements
from hermes_memory.storage.postgres.vector_schema import V2_VECTORS

MIGRATION_LOCK = 0x48_4D_50_47  # "HMPG": the advisory-lock key of schema upgrades
TEXT_CONFIG = "hm_english"
"""English stemming without a stop-word list: like the porter tokenizer of state.db, a
query for ``the`` or ``who`` still matches the word. Since migration 4 only its
dictionary is used (``text_schema``): PostgreSQL's parser splits words unlike FTS5."""

_V1: tuple[str, ...] = (
    # --- text search: stemming, no stop words --------------------------------------------
    """DO $$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_ts_dict WHERE dictname = 'hm_english_stem') THEN
            CREATE TEXT SEARCH DICTIONARY hm_english_stem (TEMPLATE = snowball, LANGUAGE = english);
        END IF;
        IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'hm_english') THEN
            CREATE TEXT SEARCH CONFIGURATION hm_english (COPY = english);
            ALTER TEXT SEARCH CONFIGURATION hm_english
                ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part
                WITH hm_english_stem;
        END IF;
    END $$""",
    # --- users ------------------------------------------------------------------------------
    """CREATE TABLE hm_users (
        name text PRIMARY KEY,
        token_sha256 text UNIQUE,
        created_at double precision NOT NULL,
        revoked_at double precision
    )""",
    # --- sessions (Hermes's columns, scoped by owner) ---------------------------------------
    """CREATE TABLE hm_sessions (
        owner text NOT NULL,
        id text NOT NULL,
        source text NOT NULL,
        user_id text,
        session_key text,
        chat_id text,
        chat_type text,
        thread_id text,
        model text,
        model_config text,
        system_prompt text,
        parent_session_id text,
        started_at double precision NOT NULL,
        ended_at double precision,
        end_reason text,
        message_count bigint DEFAULT 0,
        tool_call_count bigint DEFAULT 0,
        input_tokens bigint DEFAULT 0,
        output_tokens bigint DEFAULT 0,
        cache_read_tokens bigint DEFAULT 0,
        cache_write_tokens bigint DEFAULT 0,
        reasoning_tokens bigint DEFAULT 0,
        cwd text,
        git_branch text,
        git_repo_root text,
        billing_provider text,
        billing_base_url text,
        billing_mode text,
        estimated_cost_usd double precision,
        actual_cost_usd double precision,
        cost_status text,
        cost_source text,
        pricing_version text,
        title text,
        api_call_count bigint DEFAULT 0,
        handoff_state text,
        handoff_platform text,
        handoff_error text,
        compression_failure_cooldown_until double precision,
        compression_failure_error text,
        rewind_count bigint NOT NULL DEFAULT 0,
        archived bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (owner, id),
        FOREIGN KEY (owner, parent_session_id) REFERENCES hm_sessions (owner, id)
    )""",
    "CREATE INDEX hm_sessions_parent ON hm_sessions (owner, parent_session_id)",
    "CREATE INDEX hm_sessions_started ON hm_sessions (owner, started_at DESC)",
    "CREATE UNIQUE INDEX hm_sessions_title ON hm_sessions (owner, title) WHERE title IS NOT NULL",
    # --- messages: content as stored by state.db, plus the two search columns ---------------
    """CREATE TABLE hm_messages (
        id bigserial PRIMARY KEY,
        owner text NOT NULL,
        session_id text NOT NULL,
        role text NOT NULL,
        content text,
        content_kind smallint NOT NULL DEFAULT 0,
        tool_call_id text,
        tool_calls text,
        tool_name text,
        timestamp double precision NOT NULL,
        token_count bigint,
        finish_reason text,
        reasoning text,
        reasoning_content text,
        reasoning_details text,
        codex_reasoning_items text,
        codex_message_items text,
        platform_message_id text,
        observed bigint DEFAULT 0,
        active bigint NOT NULL DEFAULT 1,
        compacted bigint NOT NULL DEFAULT 0,
        tsv tsvector GENERATED ALWAYS AS (to_tsvector('hm_english'::regconfig,
            coalesce(content, '') || ' ' || coalesce(tool_name, '') || ' '
            || coalesce(tool_calls, ''))) STORED,
        cjk tsvector,
        FOREIGN KEY (owner, session_id) REFERENCES hm_sessions (owner, id)
    )""",
    "CREATE INDEX hm_messages_session ON hm_messages (owner, session_id, id)",
    "CREATE INDEX hm_messages_session_time ON hm_messages (owner, session_id, timestamp, id)",
    "CREATE INDEX hm_messages_time ON hm_messages (owner, timestamp DESC, id DESC)",
    "CREATE INDEX hm_messages_tsv ON hm_messages USING gin (tsv)",
    "CREATE INDEX hm_messages_cjk ON hm_messages USING gin (cjk)",
    # --- curated memory: one row per user and target, the entries joined as in the file ----
    """CREATE TABLE hm_curated (
        owner text NOT NULL,
        target text NOT NULL,
        body text NOT NULL DEFAULT '',
        updated_at double precision NOT NULL DEFAULT 0,
        PRIMARY KEY (owner, target)
    )""",
)

# migration 3
_V3: tuple[str, ...] = (
    # A message's tsvector (~1 kB compressed) went to the TOAST table: every phrase check
    # and every rank then cost a TOAST index lookup and a pglz decompression (~7 µs a row,
    # 0.2 s for a two-word phrase whose words are common). Kept in the row, compressed
    # with lz4 where the server has it, the same checks cost a quarter; new rows only.
    "ALTER TABLE hm_messages ALTER COLUMN tsv SET STORAGE MAIN",
    """DO $$ BEGIN
        IF EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression'
                   AND 'lz4' = ANY(enumvals)) THEN
            ALTER TABLE hm_messages ALTER COLUMN tsv SET COMPRESSION lz4;
        END IF;
    END $$""",
)


def migrations() -> tuple[Sequence[str], ...]:
    """Migration ``n`` is ``migrations()[n - 1]``; the database records the highest
    applied. (A function: number 4's text is built from the unicode61 tables.)"""
    return (_V1, V2_VECTORS, _V3, v4_statements())


def current_version(cur: Any) -> int:
    cur.execute("SELECT coalesce(max(version), 0) AS v FROM hm_schema")
    return int(cur.fetchone()["v"])


def migrate(cur: Any) -> int:
    """Bring the schema up to date inside the caller's transaction; returns the version.

    The advisory transaction lock serialises concurrent starters: the second waits, then
    sees the version the first recorded and has nothing to do.
    """
    cur.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
    cur.execute("CREATE TABLE IF NOT EXISTS hm_schema (version int PRIMARY KEY, at timestamptz)")
    version = current_version(cur)
    for number, statements in enumerate(migrations(), start=1):
        if number <= version:
            continue
        for statement in statements:
            cur.execute(statement)
        cur.execute("INSERT INTO hm_schema (version, at) VALUES (%s, now())", (number,))
        version = number
    return version
