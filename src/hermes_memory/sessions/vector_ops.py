"""``SessionDB``'s vector operations: ``update_vectors``, the embedder it uses, and what the
index holds. The index itself lives in ``sessions/vectors``; hybrid ranking in
``sessions/search/hybrid``.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from hermes_memory.embeddings import Embedder
from hermes_memory.sessions.core import StoreCore
from hermes_memory.sessions.vectors import (
    Progress,
    VectorRuntime,
    index_exists,
    pending_count,
    read_state,
)
from hermes_memory.sessions.vectors import update_vectors as fill_index


@dataclass(frozen=True)
class VectorStatus:
    """The vector index of one state.db: whose vectors, how many, what is left to embed."""

    model: str | None
    dimension: int
    chunks: int
    messages: int
    pending: int

    def as_dict(self) -> dict[str, object]:
        return dict(vars(self))


class VectorsMixin(StoreCore):
    """The vector index's operations on a store."""

    _vector_runtime: VectorRuntime | None = None

    @property
    def vectors(self) -> VectorRuntime:
        """The store's vector runtime (embedder, loaded matrix, background filler)."""
        if self._vector_runtime is None:
            self._vector_runtime = VectorRuntime(self.db_path.parent)
        return self._vector_runtime

    @property
    def has_vector_index(self) -> bool:
        """Vectors were turned on for this file (``update_vectors`` ran once)."""
        return bool(self.read(index_exists))

    @property
    def embedder(self) -> Embedder:
        """The embedder this store uses: set by the caller, else the one config.yaml (beside
        state.db) names. Raises ``EmbeddingUnavailableError`` (with a hint) without one."""
        return self.vectors.resolve()

    @embedder.setter
    def embedder(self, value: Embedder) -> None:
        self.vectors.embedder = value

    def update_vectors(self, progress: Progress | None = None) -> int:
        """Embed every message the vector index lacks; returns how many got vectors.

        Resumable (a killed run loses one batch at most) and idempotent (a second run
        embeds nothing). A different model than the recorded one re-embeds everything.
        ``progress(done, total)`` is called after each batch. Without the ``[semantic]``
        extra: ``EmbeddingUnavailableError`` naming it.
        """
        self._check_open()
        self._refuse_if_read_only()
        return fill_index(self, self.embedder, progress)

    def vector_status(self) -> VectorStatus:
        """What the vector index holds now (no model is loaded for this)."""

        def read(conn: sqlite3.Connection) -> VectorStatus:
            state = read_state(conn)
            if not state.exists:
                total = pending_count(conn, 0)
                return VectorStatus(None, 0, 0, 0, total)
            chunks, messages = conn.execute(
                "SELECT COUNT(*), COUNT(DISTINCT message_id) FROM hm_vector_codes"
            ).fetchone()
            return VectorStatus(
                state.model,
                state.dimension,
                int(chunks),
                int(messages),
                pending_count(conn, state.mark),
            )

        return self.read(read)
