"""The fact store: facts with categories, tags and trust, on one SQLite file.

Owns the fact rows' life cycle (add / update / remove / list), trust feedback, keyword
search and retrieval counts; keeps each fact's entity links, HRR vector and category bank
in step with its content. Ranking across signals is the retriever's job, not this one's.
"""

from __future__ import annotations

import logging
import os
import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import AbstractContextManager, contextmanager
from enum import StrEnum
from pathlib import Path
from typing import Any

from hermes_memory.errors import FactNotFoundError, InvalidFactError

from . import connection, vectors
from .entities import extract_entities
from .entity_index import EntityIndex
from .text import fts_or_query

logger = logging.getLogger(__name__)

HELPFUL_DELTA = 0.05
UNHELPFUL_DELTA = -0.10
FACT_COLUMNS = (
    "fact_id, content, category, tags, trust_score, retrieval_count, helpful_count, "
    "created_at, updated_at"
)


class FactCategory(StrEnum):
    """The categories the ``fact_store`` tool offers (the store accepts any string)."""

    USER_PREF = "user_pref"
    PROJECT = "project"
    TOOL = "tool"
    GENERAL = "general"


def clamp_trust(value: float) -> float:
    # Rounded so that repeated +0.05 / -0.10 steps land on clean values, not 0.30000000000000004.
    return round(min(1.0, max(0.0, float(value))), 6)


def fact_dict(row: sqlite3.Row) -> dict[str, Any]:
    """A fact row as the JSON-ready dict tools return (no vector)."""
    return {key: row[key] for key in row.keys() if key != "hrr_vector"}  # noqa: SIM118


def _placeholders(count: int) -> str:
    return ",".join("?" * count)


class FactStore:
    """Facts in the SQLite file at ``db_path`` (shared connection per resolved path).

    ``default_trust`` is the trust of new facts; ``hrr_dim`` the dimension of their vectors.
    Usable as a context manager; :meth:`close` is idempotent.
    """

    def __init__(
        self,
        db_path: str | os.PathLike[str],
        default_trust: float = 0.5,
        hrr_dim: int = 1024,
    ) -> None:
        self.db_path: Path = connection.resolve_db_path(db_path)
        self.default_trust = clamp_trust(default_trust)
        if int(hrr_dim) < 1:
            raise InvalidFactError(f"hrr_dim must be positive, got {hrr_dim}")
        self.hrr_dim = int(hrr_dim)
        self._shared: connection.SharedConnection | None = connection.acquire(self.db_path)
        self._index = EntityIndex(self._shared.conn)

    # -- life cycle -------------------------------------------------------------------------

    @property
    def closed(self) -> bool:
        return self._shared is None

    @property
    def journal_mode(self) -> str:
        return self._live().journal_mode

    def close(self) -> None:
        """Give back this store's reference; a second call does nothing."""
        shared, self._shared = self._shared, None
        if shared is not None:
            connection.release(shared)

    def __enter__(self) -> FactStore:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def _live(self) -> connection.SharedConnection:
        if self._shared is None:
            raise sqlite3.ProgrammingError("the fact store is closed")
        return self._shared

    @contextmanager
    def _read(self) -> Iterator[sqlite3.Connection]:
        shared = self._live()
        with shared.lock:
            yield shared.conn

    def _write(self) -> AbstractContextManager[sqlite3.Connection]:
        return connection.transaction(self._live())

    @property
    def entity_index(self) -> EntityIndex:
        """The entity tables; use it inside :meth:`locked` or a store method."""
        self._live()
        return self._index

    def locked(self) -> AbstractContextManager[sqlite3.Connection]:
        """Hold the shared lock (for a consistent multi-query read by the retriever)."""
        return self._read()

    # -- writes -----------------------------------------------------------------------------

    def add_fact(self, content: str, category: str = "general", tags: str = "") -> int:
        """Store a fact and return its id; the same content again returns the existing id
        and changes nothing."""
        text = (content or "").strip()
        if not text:
            raise InvalidFactError("content must not be empty")
        category = str(category or FactCategory.GENERAL)
        with self._write() as conn:
            row = conn.execute("SELECT fact_id FROM facts WHERE content = ?", (text,)).fetchone()
            if row is not None:
                return int(row["fact_id"])
            cursor = conn.execute(
                "INSERT INTO facts (content, category, tags, trust_score) VALUES (?, ?, ?, ?)",
                (text, category, str(tags or ""), self.default_trust),
            )
            fact_id = int(cursor.lastrowid or 0)
            self._index_fact(conn, fact_id, text)
            vectors.rebuild_bank(conn, category, self.hrr_dim)
            return fact_id

    def _index_fact(self, conn: sqlite3.Connection, fact_id: int, content: str) -> None:
        self._index.link(fact_id, extract_entities(content))
        names = self._index.names_for_fact(fact_id)
        vectors.store_fact_vector(conn, fact_id, content, names, self.hrr_dim)

    def link_entities(self, fact_id: int, names: Iterable[str] | str) -> list[int]:
        """Link extra entity names to a fact (a bare string is one name); returns their ids."""
        wanted = [names] if isinstance(names, str) else list(names)
        with self._write() as conn:
            row = self._require(conn, fact_id)
            ids = self._index.link(fact_id, wanted)
            names_now = self._index.names_for_fact(fact_id)
            vectors.store_fact_vector(conn, fact_id, row["content"], names_now, self.hrr_dim)
            vectors.rebuild_bank(conn, row["category"], self.hrr_dim)
            return ids

    def add_entity_aliases(self, name: str, aliases: Iterable[str]) -> list[str]:
        """Give the entity ``name`` (created if new) more aliases; returns all of them."""
        with self._write():
            return self._index.add_aliases(self._index.resolve(name), aliases)

    def update_fact(
        self,
        fact_id: int,
        content: str | None = None,
        trust_delta: float | None = None,
        tags: str | None = None,
        category: str | None = None,
    ) -> bool:
        """Change a fact; False when no fact has ``fact_id``.

        New content is re-indexed (entity links and vector); the banks of the fact's old and
        new category are rebuilt. Content that another fact already has is refused.
        """
        with self._write() as conn:
            row = conn.execute(
                "SELECT content, category, trust_score FROM facts WHERE fact_id = ?", (fact_id,)
            ).fetchone()
            if row is None:
                return False
            sets: list[str] = ["updated_at = CURRENT_TIMESTAMP"]
            params: list[Any] = []
            new_content = None
            if content is not None:
                new_content = content.strip()
                if not new_content:
                    raise InvalidFactError("content must not be empty")
                other = conn.execute(
                    "SELECT fact_id FROM facts WHERE content = ? AND fact_id != ?",
                    (new_content, fact_id),
                ).fetchone()
                if other is not None:
                    raise InvalidFactError(
                        f"fact {other['fact_id']} already has this content; remove one instead"
                    )
                sets.append("content = ?")
                params.append(new_content)
            if trust_delta is not None:
                sets.append("trust_score = ?")
                params.append(clamp_trust(row["trust_score"] + float(trust_delta)))
            if tags is not None:
                sets.append("tags = ?")
                params.append(str(tags))
            if category is not None:
                sets.append("category = ?")
                params.append(str(category))
            conn.execute(
                f"UPDATE facts SET {', '.join(sets)} WHERE fact_id = ?", [*params, fact_id]
            )
            if new_content is not None and new_content != row["content"]:
                self._index.unlink_fact(fact_id)
                self._index_fact(conn, fact_id, new_content)
            new_category = str(category or row["category"])
            vectors.rebuild_bank(conn, new_category, self.hrr_dim)
            if new_category != row["category"]:
                # Upstream left the old category's bank stale; it loses this fact now.
                vectors.rebuild_bank(conn, str(row["category"]), self.hrr_dim)
            return True

    def remove_fact(self, fact_id: int) -> bool:
        """Delete a fact and its entity links; False when no fact has ``fact_id``."""
        with self._write() as conn:
            row = conn.execute(
                "SELECT category FROM facts WHERE fact_id = ?", (fact_id,)
            ).fetchone()
            if row is None:
                return False
            self._index.unlink_fact(fact_id)
            conn.execute("DELETE FROM facts WHERE fact_id = ?", (fact_id,))
            vectors.rebuild_bank(conn, row["category"], self.hrr_dim)
            return True

    def record_feedback(self, fact_id: int, helpful: bool) -> dict[str, Any]:
        """Move trust by +0.05 (helpful, also counted) or -0.10 (unhelpful), clamped to [0, 1]."""
        with self._write() as conn:
            row = self._require(conn, fact_id)
            old = float(row["trust_score"])
            new = clamp_trust(old + (HELPFUL_DELTA if helpful else UNHELPFUL_DELTA))
            helpful_count = int(row["helpful_count"]) + (1 if helpful else 0)
            conn.execute(
                "UPDATE facts SET trust_score = ?, helpful_count = ?, "
                "updated_at = CURRENT_TIMESTAMP WHERE fact_id = ?",
                (new, helpful_count, fact_id),
            )
        return {
            "fact_id": fact_id,
            "old_trust": old,
            "new_trust": new,
            "helpful_count": helpful_count,
        }

    def record_retrieval(self, fact_ids: Iterable[int]) -> int:
        """Count one retrieval for each distinct id; returns how many rows changed."""
        ids = sorted({int(fact_id) for fact_id in fact_ids})
        if not ids:
            return 0
        with self._write() as conn:
            cursor = conn.execute(
                "UPDATE facts SET retrieval_count = retrieval_count + 1 "
                f"WHERE fact_id IN ({_placeholders(len(ids))})",
                ids,
            )
            return int(cursor.rowcount)

    def rebuild_all_vectors(self, dim: int | None = None) -> int:
        """Recompute every fact's vector (at ``dim`` when given) and every bank; 0 without numpy."""
        from . import hrr

        if not hrr.numpy_available():
            return 0
        if dim is not None:
            if int(dim) < 1:
                raise InvalidFactError(f"hrr_dim must be positive, got {dim}")
            self.hrr_dim = int(dim)
        count = 0
        with self._write() as conn:
            rows = conn.execute("SELECT fact_id, content FROM facts").fetchall()
            for row in rows:
                names = self._index.names_for_fact(row["fact_id"])
                vectors.store_fact_vector(conn, row["fact_id"], row["content"], names, self.hrr_dim)
                count += 1
            vectors.rebuild_all_banks(conn, self.hrr_dim)
        return count

    # -- reads ------------------------------------------------------------------------------

    def _require(self, conn: sqlite3.Connection, fact_id: int) -> sqlite3.Row:
        row: sqlite3.Row | None = conn.execute(
            "SELECT * FROM facts WHERE fact_id = ?", (fact_id,)
        ).fetchone()
        if row is None:
            raise FactNotFoundError(f"fact_id {fact_id} not found")
        return row

    def get_fact(self, fact_id: int) -> dict[str, Any] | None:
        with self._read() as conn:
            row = conn.execute(
                f"SELECT {FACT_COLUMNS} FROM facts WHERE fact_id = ?", (fact_id,)
            ).fetchone()
        return None if row is None else fact_dict(row)

    def count_facts(self) -> int:
        with self._read() as conn:
            return int(conn.execute("SELECT COUNT(*) FROM facts").fetchone()[0])

    def list_facts(
        self, category: str | None = None, min_trust: float = 0.0, limit: int = 50
    ) -> list[dict[str, Any]]:
        """Facts with trust at least ``min_trust`` (optionally one category), most trusted first."""
        sql = f"SELECT {FACT_COLUMNS} FROM facts WHERE trust_score >= ?"
        params: list[Any] = [float(min_trust)]
        if category:
            sql += " AND category = ?"
            params.append(str(category))
        sql += " ORDER BY trust_score DESC, fact_id ASC LIMIT ?"
        params.append(max(0, int(limit)))
        with self._read() as conn:
            return [fact_dict(row) for row in conn.execute(sql, params)]

    def entities_for_fact(self, fact_id: int) -> list[str]:
        with self._read():
            return self._index.names_for_fact(fact_id)

    def fact_id_for_content(self, content: str, category: str | None) -> int | None:
        """The id of the fact with exactly this (stripped) content in ``category`` (any
        category when None)."""
        text = (content or "").strip()
        if not text:
            return None
        sql, params = "SELECT fact_id FROM facts WHERE content = ?", [text]
        if category is not None:
            sql += " AND category = ?"
            params.append(str(category))
        with self._read() as conn:
            row = conn.execute(sql, params).fetchone()
        return None if row is None else int(row["fact_id"])

    def search_facts(
        self, query: str, category: str | None = None, min_trust: float = 0.3, limit: int = 10
    ) -> list[dict[str, Any]]:
        """Keyword search: best FTS5 rank first, then trust; counts a retrieval of each hit."""
        match = fts_or_query(query)
        if not match:
            return []
        sql = (
            f"SELECT {', '.join('f.' + c for c in FACT_COLUMNS.split(', '))} "
            "FROM facts_fts JOIN facts f ON f.fact_id = facts_fts.rowid "
            "WHERE facts_fts MATCH ? AND f.trust_score >= ?"
        )
        params: list[Any] = [match, float(min_trust)]
        if category:
            sql += " AND f.category = ?"
            params.append(str(category))
        sql += " ORDER BY facts_fts.rank, f.trust_score DESC LIMIT ?"
        params.append(max(0, int(limit)))
        with self._read() as conn:
            try:
                results = [fact_dict(row) for row in conn.execute(sql, params)]
            except sqlite3.OperationalError as exc:
                # The raw fallback of a query with no usable term may not parse; no hits.
                logger.debug("fact search %r: %s", query, exc)
                return []
        self.record_retrieval(fact["fact_id"] for fact in results)
        return results
