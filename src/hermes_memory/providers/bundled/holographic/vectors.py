"""Stored HRR vectors: each fact's phase vector and the per-category memory banks.

Reading a vector tolerates rows written under another ``hrr_dim`` or by an older format
(they read as "no vector"). Without numpy nothing is computed and columns stay NULL.
Callers hold the store's transaction.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Sequence

from . import hrr

logger = logging.getLogger(__name__)

BANK_PREFIX = "cat:"


def bank_name(category: str) -> str:
    return f"{BANK_PREFIX}{category}"


def decode(data: bytes | None, dim: int) -> hrr.Vector | None:
    """A stored vector as phases, or None when absent, unreadable or of another dim."""
    if not data or not hrr.numpy_available():
        return None
    try:
        return hrr.bytes_to_phases(data, dim)
    except ValueError:
        return None


def encode_fact_vector(content: str, entity_names: Sequence[str], dim: int) -> bytes | None:
    """The stored bytes of a fact's vector, or None without numpy."""
    if not hrr.numpy_available():
        return None
    return hrr.phases_to_bytes(hrr.encode_fact(content, entity_names, dim))


def store_fact_vector(
    conn: sqlite3.Connection, fact_id: int, content: str, entity_names: Sequence[str], dim: int
) -> bool:
    """(Re)compute and save one fact's vector; False when numpy is missing."""
    blob = encode_fact_vector(content, entity_names, dim)
    if blob is None:
        return False
    conn.execute("UPDATE facts SET hrr_vector = ? WHERE fact_id = ?", (blob, fact_id))
    return True


def rebuild_bank(conn: sqlite3.Connection, category: str, dim: int) -> int:
    """Recompute one category's bank as the bundle of its facts' vectors; returns its size.

    A category left with no readable vector loses its bank row.
    """
    if not hrr.numpy_available():
        return 0
    payloads: list[bytes] = []
    if dim != 1:
        # Current-format vectors of this dim: SQLite strips the prefix, no per-row Python work.
        rows = conn.execute(
            "SELECT substr(hrr_vector, 5) FROM facts WHERE category = ? "
            "AND length(hrr_vector) = ? AND substr(hrr_vector, 1, 4) = ?",
            (category, 4 + 4 * dim, hrr.MAGIC),
        )
        payloads.extend(row[0] for row in rows)
    # Legacy float64 vectors of this dim (vectors of another dim are skipped).
    for row in conn.execute(
        "SELECT hrr_vector FROM facts WHERE category = ? AND length(hrr_vector) = ? "
        "AND NOT (length(hrr_vector) = ? AND substr(hrr_vector, 1, 4) = ?)",
        (category, 8 * dim, 4 + 4 * dim, hrr.MAGIC),
    ):
        payload = hrr.stored_float32(row[0], dim)
        if payload is not None:
            payloads.append(payload)
    name = bank_name(category)
    if not payloads:
        conn.execute("DELETE FROM memory_banks WHERE bank_name = ?", (name,))
        return 0
    blob = hrr.phases_to_bytes(hrr.bundle_stored(payloads, dim))
    conn.execute(
        "INSERT INTO memory_banks (bank_name, vector, dim, fact_count, updated_at) "
        "VALUES (?, ?, ?, ?, CURRENT_TIMESTAMP) ON CONFLICT(bank_name) DO UPDATE SET "
        "vector = excluded.vector, dim = excluded.dim, fact_count = excluded.fact_count, "
        "updated_at = excluded.updated_at",
        (name, blob, dim, len(payloads)),
    )
    return len(payloads)


def rebuild_all_banks(conn: sqlite3.Connection, dim: int) -> None:
    """Rebuild every category's bank and drop banks of categories that no longer exist."""
    categories = [str(row[0]) for row in conn.execute("SELECT DISTINCT category FROM facts")]
    for category in categories:
        rebuild_bank(conn, category, dim)
    wanted = {bank_name(category) for category in categories}
    for row in conn.execute("SELECT bank_name FROM memory_banks").fetchall():
        if row[0] not in wanted:
            conn.execute("DELETE FROM memory_banks WHERE bank_name = ?", (row[0],))


def bank_vector(conn: sqlite3.Connection, category: str, dim: int) -> hrr.Vector | None:
    row = conn.execute(
        "SELECT vector FROM memory_banks WHERE bank_name = ?", (bank_name(category),)
    ).fetchone()
    return None if row is None else decode(row[0], dim)
