"""Where vectors live in PostgreSQL: migration 2 and the check that pgvector is there.

Migration 2 adds, for every database, each user's vector state (model, dimension) and a
queue of messages waiting for vectors (kept by a statement trigger on ``hm_messages``: a
message committed late by another server is still queued, which an id mark would miss).
The chunk table needs the ``vector`` type, so it exists only where the extension does: the
migration creates it when it can, and :func:`vector_support` retries later (an
administrator may install pgvector after the schema was made).
"""

from __future__ import annotations

from typing import Any

from hermes_memory.sessions.vectors import EMBEDDED_ROLES

EXTENSION = "vector"
CHUNKS = "hm_vector_chunks"
_ROLES = ", ".join(f"'{role}'" for role in EMBEDDED_ROLES)

CHUNK_DDL = (
    # one row per chunk of a message; a message with no text to embed gets one row with a
    # NULL embedding ("looked at, nothing to embed") so it is never queued again
    f"CREATE TABLE IF NOT EXISTS {CHUNKS} ("
    " owner text NOT NULL,"
    " message_id bigint NOT NULL REFERENCES hm_messages (id) ON DELETE CASCADE,"
    " chunk int NOT NULL,"
    " embedding vector,"
    " PRIMARY KEY (message_id, chunk))",
    f"CREATE INDEX IF NOT EXISTS {CHUNKS}_owner ON {CHUNKS} (owner)",
)

_TRY_EXTENSION = f"""DO $$ BEGIN
    IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = '{EXTENSION}') THEN
        BEGIN
            CREATE EXTENSION IF NOT EXISTS {EXTENSION};
        EXCEPTION WHEN insufficient_privilege THEN
            NULL;  -- not ours to install: vectors stay off here, and say why
        END;
    END IF;
    IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = '{EXTENSION}') THEN
        {" ".join(f"EXECUTE '{statement}';" for statement in CHUNK_DDL)}
    END IF;
END $$"""

V2_VECTORS: tuple[str, ...] = (
    """CREATE TABLE hm_vector_state (
        owner text PRIMARY KEY,
        model text NOT NULL,
        dimension int NOT NULL,
        generation bigint NOT NULL DEFAULT 0,
        vectors bigint NOT NULL DEFAULT 0,
        updated_at double precision NOT NULL DEFAULT 0
    )""",
    """CREATE TABLE hm_vector_queue (
        owner text NOT NULL,
        message_id bigint NOT NULL REFERENCES hm_messages (id) ON DELETE CASCADE,
        PRIMARY KEY (message_id)
    )""",
    "CREATE INDEX hm_vector_queue_owner ON hm_vector_queue (owner, message_id)",
    # one statement-level trigger: a batch insert queues its rows in one INSERT, and a
    # database where nobody turned vectors on pays one empty-table probe per statement
    f"""CREATE FUNCTION hm_vector_enqueue() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        IF EXISTS (SELECT 1 FROM hm_vector_state) THEN
            INSERT INTO hm_vector_queue (owner, message_id)
            SELECT n.owner, n.id FROM hm_new_messages n
            WHERE n.role IN ({_ROLES})
              AND EXISTS (SELECT 1 FROM hm_vector_state s WHERE s.owner = n.owner)
            ON CONFLICT DO NOTHING;
        END IF;
        RETURN NULL;
    END $$""",
    """CREATE TRIGGER hm_messages_vector_queue AFTER INSERT ON hm_messages
        REFERENCING NEW TABLE AS hm_new_messages
        FOR EACH STATEMENT EXECUTE FUNCTION hm_vector_enqueue()""",
    _TRY_EXTENSION,
)
"""Migration 2: vector state and queue always; the chunk table where pgvector is."""

NO_EXTENSION_HINT = (
    "Install pgvector on the database server (Debian: postgresql-<version>-pgvector; the"
    " pgserver wheel's PostgreSQL 16 has it), then run `hermes-memory sessions embed` again."
)
NOT_ALLOWED_HINT = (
    "Ask a database administrator to run `CREATE EXTENSION vector;` in this database, then"
    " run `hermes-memory sessions embed` again."
)


def ensure_ann_index(cur: Any, dimension: int, lock: int) -> None:
    """The HNSW index of one dimension's vectors (cosine). pgvector indexes a fixed
    dimension, so each dimension in use gets a partial index over the rows of that size;
    made when a user of that size first needs it (``vector_fill``)."""
    size = int(dimension)
    cur.execute("SELECT pg_advisory_xact_lock(%s)", (lock,))
    cur.execute(
        f"CREATE INDEX IF NOT EXISTS {ann_index(size)} ON {CHUNKS}"
        f" USING hnsw ((embedding::vector({size})) vector_cosine_ops)"
        f" WHERE vector_dims(embedding) = {size}"
    )


ANN_PREFIX = f"{CHUNKS}_hnsw_"
"""The HNSW index of dimension ``d`` is ``ANN_PREFIX + str(d)``."""


def ann_index(dimension: int) -> str:
    return f"{ANN_PREFIX}{int(dimension)}"


def chunks_ready(cur: Any) -> bool:
    cur.execute(f"SELECT to_regclass('{CHUNKS}') IS NOT NULL AS ready")
    return bool(cur.fetchone()["ready"])


def vector_support(cur: Any, lock: int) -> tuple[str, str] | None:
    """None when this database can hold vectors (the chunk table is made if it can be);
    else ``(reason, hint)``. ``lock``: the schema lock, so two servers never race to
    create the table."""
    if chunks_ready(cur):
        return None
    cur.execute("SELECT pg_advisory_xact_lock(%s)", (lock,))
    cur.execute(_TRY_EXTENSION)
    if chunks_ready(cur):
        return None
    cur.execute(
        "SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = %s) AS here",
        (EXTENSION,),
    )
    if not cur.fetchone()["here"]:
        return "this PostgreSQL server has no pgvector extension", NO_EXTENSION_HINT
    return (
        "the database role may not create the pgvector extension (it needs a superuser)",
        NOT_ALLOWED_HINT,
    )
