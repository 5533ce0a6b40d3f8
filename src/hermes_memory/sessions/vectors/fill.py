"""Filling the vector index: every message after the mark, in id order, one batch per
committed transaction that also moves the mark.

A kill loses at most the batch in flight (its transaction never commits); the next run
starts after the last committed mark, so nothing is embedded twice and nothing is skipped.
Two fillers at once (a background thread and ``sessions embed``) may embed a batch twice
but store it once: each write keeps only the rows past the mark it finds.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from typing import Any

from hermes_memory.embeddings import Embedder
from hermes_memory.sessions.vectors.chunking import EMBEDDED_ROLES, chunk_text, message_text
from hermes_memory.sessions.vectors.quantize import as_matrix, to_codes, to_int8
from hermes_memory.sessions.vectors.tables import (
    MARK,
    adopt_model,
    drop_orphans,
    read_state,
    set_values,
)

BATCH_MESSAGES = 256
Progress = Callable[[int, int], None]
"""``progress(done, total)``: messages examined so far of those pending at the start."""

_ROLES = ",".join(f"'{role}'" for role in EMBEDDED_ROLES)


def pending_count(conn: sqlite3.Connection, mark: int, cap: int | None = None) -> int:
    """Messages after the mark (counted up to ``cap`` when given: a cheap "how many")."""
    if cap is None:
        return int(
            conn.execute("SELECT COUNT(*) FROM messages WHERE id > ?", (mark,)).fetchone()[0]
        )
    row = conn.execute(
        "SELECT COUNT(*) FROM (SELECT 1 FROM messages WHERE id > ? LIMIT ?)", (mark, cap)
    ).fetchone()
    return int(row[0])


def update_vectors(
    db: Any,
    embedder: Embedder,
    progress: Progress | None = None,
    *,
    batch: int = BATCH_MESSAGES,
    limit: int | None = None,
) -> int:
    """Embed every message not yet in the index; returns how many messages got vectors.

    ``limit`` stops after about that many messages (background catch-up in small steps).
    A model other than the recorded one empties the index first (never mixed vectors).
    """
    model, dimension = embedder.model_name, int(embedder.dimension)
    db.write(lambda conn: adopt_model(conn, model, dimension))
    db.write(drop_orphans)
    state = db.read(read_state)
    total = db.read(lambda conn: pending_count(conn, state.mark))
    done = embedded = 0
    mark = state.mark
    if progress is not None:
        progress(0, total)
    while limit is None or done < limit:
        rows: list[tuple[int, str, Any]] = db.read(
            lambda conn, after=mark: conn.execute(
                "SELECT id, role, content FROM messages WHERE id > ? ORDER BY id LIMIT ?",
                (after, batch),
            ).fetchall()
        )
        if not rows:
            break
        pieces: list[tuple[int, int, str]] = []
        for message_id, role, content in rows:
            if role in EMBEDDED_ROLES:
                for index, text in enumerate(chunk_text(message_text(content), role)):
                    pieces.append((message_id, index, text))
        vectors = embedder.embed([text for _, _, text in pieces]) if pieces else []
        last = int(rows[-1][0])
        stored = db.write(
            lambda conn, p=pieces, v=vectors, end=last: _store(conn, model, p, v, end),
            rows=len(pieces) + 1,
        )
        embedded += stored
        done += len(rows)
        mark = last
        if progress is not None:
            progress(min(done, max(total, done)), max(total, done))
    return embedded


def _store(
    conn: sqlite3.Connection,
    model: str,
    pieces: list[tuple[int, int, str]],
    vectors: list[list[float]],
    end: int,
) -> int:
    """Write one batch and move the mark; rows another filler already stored are skipped."""
    state = read_state(conn)
    if state.model != model:
        return 0  # the model changed under us: these vectors belong to nobody now
    fresh = [(i, p) for i, p in enumerate(pieces) if p[0] > state.mark]
    if fresh:
        matrix = as_matrix([vectors[i] for i, _ in fresh])
        codes, small = to_codes(matrix), to_int8(matrix)
        for row, (_, (message_id, chunk, _text)) in enumerate(fresh):
            cursor = conn.execute(
                "INSERT INTO hm_vector_codes (message_id, chunk, code) VALUES (?, ?, ?)"
                " ON CONFLICT (message_id, chunk) DO NOTHING",
                (message_id, chunk, codes[row].tobytes()),
            )
            if cursor.rowcount:
                conn.execute(
                    "INSERT INTO hm_vector_data (id, vec) VALUES (?, ?)",
                    (cursor.lastrowid, small[row].tobytes()),
                )
    if end > state.mark:
        set_values(conn, **{MARK: end})
    return len({p[0] for _, p in fresh})
