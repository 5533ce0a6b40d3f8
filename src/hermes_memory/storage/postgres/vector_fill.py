"""Filling one user's vectors in PostgreSQL: the same contract as state.db's
``update_vectors`` (resumable, idempotent, a new model re-embeds), over the queue.

A batch is read from the queue, embedded with no transaction open, then stored in one
transaction that takes its messages off the queue: a kill loses at most that batch (its
rows stay queued), and of two fillers racing on one batch only the one that dequeues a
message stores its chunks. Vectors are sent as pgvector text (``[x,y,...]``).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from hermes_memory.embeddings import Embedder
from hermes_memory.sessions.vectors import EMBEDDED_ROLES, Progress, chunk_text, message_text
from hermes_memory.storage.postgres import vector_nearest
from hermes_memory.storage.postgres.rows import stored_content
from hermes_memory.storage.postgres.vector_schema import CHUNKS, ensure_ann_index

BATCH_MESSAGES = 256
Transaction = Callable[[], Any]
"""Opens one transaction on the store's connection and yields its cursor."""
_ROLES = list(EMBEDDED_ROLES)


def as_text(vector: list[float]) -> str:
    """A unit vector as pgvector's input text (float32 precision is all the type keeps)."""
    norm = sum(x * x for x in vector) ** 0.5 or 1.0
    return "[" + ",".join(f"{x / norm:.7g}" for x in vector) + "]"


def lock_owner(cur: Any, owner: str) -> None:
    """Serialise the writes of one user's fillers (until the transaction ends): two sweeps
    or two batches racing over the same queue rows would otherwise deadlock. Embedding,
    the slow part, runs outside it."""
    cur.execute("SELECT pg_advisory_xact_lock(hashtext('hm_vectors:' || %s))", (owner,))


def model_of(cur: Any, owner: str) -> tuple[str, int] | None:
    cur.execute("SELECT model, dimension FROM hm_vector_state WHERE owner = %s", (owner,))
    row = cur.fetchone()
    return (str(row["model"]), int(row["dimension"])) if row else None


def adopt_model(cur: Any, owner: str, model: str, dimension: int, lock: int) -> bool:
    """Make ``model`` the owner's; another model's vectors are dropped (never compared with
    the new ones) and everything is queued again. True when vectors were dropped.
    ``lock``: the schema lock, taken to create the dimension's index."""
    cur.execute(
        "SELECT model, dimension FROM hm_vector_state WHERE owner = %s FOR UPDATE", (owner,)
    )
    row = cur.fetchone()
    if row is not None and row["model"] == model and int(row["dimension"]) == dimension:
        return False
    cur.execute(f"DELETE FROM {CHUNKS} WHERE owner = %s", (owner,))
    cur.execute(
        "INSERT INTO hm_vector_state (owner, model, dimension, generation, updated_at)"
        " VALUES (%s, %s, %s, 1, %s) ON CONFLICT (owner) DO UPDATE SET model = excluded.model,"
        " dimension = excluded.dimension, generation = hm_vector_state.generation + 1,"
        " vectors = 0, updated_at = excluded.updated_at",
        (owner, model, dimension, time.time()),
    )
    return row is not None


def sweep(cur: Any, owner: str) -> None:
    """Queue every message of the owner that has no chunk row: the first fill, a model
    change, and a message written while vectors were being turned on (its insert did not
    yet see the owner's state row)."""
    cur.execute(
        "INSERT INTO hm_vector_queue (owner, message_id)"
        " SELECT m.owner, m.id FROM hm_messages m WHERE m.owner = %s AND m.role = ANY(%s)"
        f" AND NOT EXISTS (SELECT 1 FROM {CHUNKS} c WHERE c.message_id = m.id)"
        " ON CONFLICT DO NOTHING",
        (owner, _ROLES),
    )


def queued(cur: Any, owner: str, cap: int | None = None) -> int:
    """Messages waiting for vectors (counted up to ``cap`` when given)."""
    limit = "" if cap is None else f" LIMIT {int(cap)}"
    cur.execute(
        f"SELECT count(*) AS n FROM (SELECT 1 FROM hm_vector_queue WHERE owner = %s{limit}) q",
        (owner,),
    )
    return int(cur.fetchone()["n"])


def fill(
    transaction: Transaction,
    owner: str,
    embedder: Embedder,
    progress: Progress | None = None,
    *,
    lock: int,
    batch: int = BATCH_MESSAGES,
    limit: int | None = None,
    full: bool = True,
) -> int:
    """Embed the owner's queued messages; returns how many got vectors. ``full`` first
    adopts the embedder's model and sweeps for unqueued messages (an explicit run);
    ``limit`` stops after about that many messages (catch-up during a search). A run
    without ``limit`` that leaves the owner past ``EXACT_LIMIT`` vectors makes their
    dimension's HNSW index if it is missing (once per database and dimension: ~1 ms a
    vector to build, so not before a user needs it; a search never waits for it)."""
    model, dimension = embedder.model_name, int(embedder.dimension)
    with transaction() as cur:
        lock_owner(cur, owner)
        if full:
            adopt_model(cur, owner, model, dimension, lock)
            sweep(cur, owner)
        total = queued(cur, owner)
    done = embedded = 0
    after = 0
    if progress is not None:
        progress(0, total)
    while limit is None or done < limit:
        with transaction() as cur:
            cur.execute(
                "SELECT q.message_id, m.role, m.content, m.content_kind FROM hm_vector_queue q"
                " JOIN hm_messages m ON m.id = q.message_id"
                " WHERE q.owner = %s AND q.message_id > %s ORDER BY q.message_id LIMIT %s",
                (owner, after, batch),
            )
            rows = cur.fetchall()
        if not rows:
            break
        pieces: list[tuple[int, int, str]] = []
        for row in rows:
            text = message_text(stored_content(row["content"], row["content_kind"]))
            for index, chunk in enumerate(chunk_text(text, str(row["role"]))):
                pieces.append((int(row["message_id"]), index, chunk))
        vectors = embedder.embed([text for _, _, text in pieces]) if pieces else []
        ids = [int(row["message_id"]) for row in rows]
        with transaction() as cur:
            embedded += _store(cur, owner, model, ids, pieces, vectors)
        done += len(rows)
        after = ids[-1]
        if progress is not None:
            progress(min(done, max(total, done)), max(total, done))
    if limit is None:
        with transaction() as cur:
            cur.execute("SELECT dimension, vectors FROM hm_vector_state WHERE owner = %s", (owner,))
            row = cur.fetchone()
            if row is not None and int(row["vectors"]) > vector_nearest.EXACT_LIMIT:
                ensure_ann_index(cur, int(row["dimension"]), lock)
    return embedded


def _store(
    cur: Any,
    owner: str,
    model: str,
    ids: list[int],
    pieces: list[tuple[int, int, str]],
    vectors: list[list[float]],
) -> int:
    """Dequeue ``ids`` and store the chunks of those this call dequeued; nothing when the
    owner's model changed meanwhile (these vectors belong to nobody now)."""
    lock_owner(cur, owner)
    current = model_of(cur, owner)
    if current is None or current[0] != model:
        return 0
    cur.execute(
        "DELETE FROM hm_vector_queue WHERE owner = %s AND message_id = ANY(%s)"
        " RETURNING message_id",
        (owner, ids),
    )
    mine = {int(row["message_id"]) for row in cur.fetchall()}
    rows: list[tuple[str, int, int, str | None]] = [
        (owner, mid, chunk, as_text(vectors[k]))
        for k, (mid, chunk, _text) in enumerate(pieces)
        if mid in mine
    ]
    with_vectors = {row[1] for row in rows}
    rows += [(owner, mid, 0, None) for mid in sorted(mine - with_vectors)]
    if rows:
        cur.executemany(
            f"INSERT INTO {CHUNKS} (owner, message_id, chunk, embedding)"
            " VALUES (%s, %s, %s, %s::vector) ON CONFLICT (message_id, chunk) DO NOTHING",
            rows,
        )
        # the count chooses exact or indexed search; nothing else relies on it
        cur.execute(
            "UPDATE hm_vector_state SET vectors = vectors + %s WHERE owner = %s",
            (sum(1 for row in rows if row[3] is not None), owner),
        )
    return len(with_vectors)
