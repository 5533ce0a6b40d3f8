"""The PostgreSQL store's vector operations: ``update_vectors``, ``vector_status`` and the
vector side of a search (nearest chunks by cosine in pgvector: ``vector_nearest``).

Same contract as ``SessionDB``'s (``sessions/vector_ops.py``): turned on for a user by one
fill, kept current by a catch-up inside the search that finds a small backlog and by a
background thread (its own connection) for a larger one; writes never wait for a model.
"""

from __future__ import annotations

import logging
import threading
from typing import Any

from hermes_memory.config import get_section
from hermes_memory.embeddings import Embedder, load_embedding_settings
from hermes_memory.errors import (
    EmbeddingError,
    HermesMemoryError,
    StorageUnavailableError,
    VectorExtensionError,
)
from hermes_memory.sessions.vector_ops import VectorStatus
from hermes_memory.sessions.vectors import (
    INLINE_LIMIT,
    POOL,
    Progress,
    SemanticScores,
    shared_embedder,
)
from hermes_memory.storage.postgres.connection import Database
from hermes_memory.storage.postgres.core import PgStoreCore
from hermes_memory.storage.postgres.schema import MIGRATION_LOCK
from hermes_memory.storage.postgres.vector_fill import as_text, fill, model_of, queued
from hermes_memory.storage.postgres.vector_nearest import Method, nearest
from hermes_memory.storage.postgres.vector_schema import CHUNKS, chunks_ready, vector_support

logger = logging.getLogger(__name__)


class PgVectorRuntime:
    """Per store: the embedder, whether the database can hold vectors, the filler thread."""

    def __init__(self, home: Any) -> None:
        self.home = home
        self.embedder: Embedder | None = None
        self.problem: tuple[str, str] | None = None
        self.checked = False
        self.wanted: bool | None = None
        self.method: Method | None = None
        """How the last search found its nearest chunks (exact or the HNSW index)."""
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()

    def resolve(self) -> Embedder:
        if self.embedder is None:
            self.embedder = shared_embedder(self.home)
        return self.embedder

    @property
    def filling(self) -> bool:
        thread = self._thread
        return thread is not None and thread.is_alive()

    def wait(self, timeout: float | None = None) -> None:
        """Wait for the background filler (tests and ``close``)."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)

    def start_filling(self, url: str, owner: str, embedder: Embedder) -> None:
        with self._lock:
            if self.filling:
                return
            self._thread = threading.Thread(
                target=_fill_quietly, args=(url, owner, embedder), name="hermes-pg-vectors",
                daemon=True,
            )  # fmt: skip
            self._thread.start()


def _fill_quietly(url: str, owner: str, embedder: Embedder) -> None:
    """The background fill, on a connection of its own so searches are not held up."""
    try:
        database = Database(url)
    except StorageUnavailableError as exc:
        logger.warning("filling vectors could not connect: %s", exc)
        return
    try:
        fill(database.transaction, owner, embedder, full=False, lock=MIGRATION_LOCK)
    except Exception as exc:  # boundary: a background thread must not die with a traceback
        logger.warning("filling the vectors of %s stopped: %s", owner, exc)
    finally:
        database.close()


class PgVectors(PgStoreCore):
    """Vector operations of a PostgreSQL session store (one owner)."""

    home: Any = None
    _vector_runtime: PgVectorRuntime | None = None

    @property
    def vectors(self) -> PgVectorRuntime:
        if self._vector_runtime is None:
            self._vector_runtime = PgVectorRuntime(self.home)
        return self._vector_runtime

    @property
    def embedder(self) -> Embedder:
        """The embedder this store uses: set by the caller, else the one the home's
        config.yaml names. Raises ``EmbeddingUnavailableError`` (with a hint) without one."""
        return self.vectors.resolve()

    @embedder.setter
    def embedder(self, value: Embedder) -> None:
        self.vectors.embedder = value

    def vector_problem(self) -> tuple[str, str] | None:
        """Why this database cannot hold vectors ``(reason, hint)``, or None when it can
        (checked once per store; creating the extension is tried when it is missing)."""
        runtime = self.vectors
        if not runtime.checked:
            with self.db.transaction() as cur:
                runtime.problem = vector_support(cur, MIGRATION_LOCK)
            runtime.checked = True
        return runtime.problem

    @property
    def has_vector_index(self) -> bool:
        """Vectors were turned on for this user (``update_vectors`` ran once)."""
        with self.db.transaction() as cur:
            return model_of(cur, self.owner) is not None

    def update_vectors(self, progress: Progress | None = None) -> int:
        """Embed every message of this user that has no vector; returns how many got one.

        Resumable (a kill loses one batch at most) and idempotent; a model other than the
        recorded one re-embeds everything. Raises ``VectorExtensionError`` when the
        database has no pgvector (or may not create it), ``EmbeddingUnavailableError``
        without an embedder.
        """
        self.vectors.checked = False
        problem = self.vector_problem()
        if problem is not None:
            raise VectorExtensionError(f"vectors cannot be stored: {problem[0]}.", hint=problem[1])
        return fill(self.db.transaction, self.owner, self.embedder, progress, lock=MIGRATION_LOCK)

    def vector_status(self) -> VectorStatus:
        """What this user's vectors hold now (no model is loaded for this)."""
        with self.db.transaction() as cur:
            current = model_of(cur, self.owner) if chunks_ready(cur) else None
            if current is None:
                cur.execute("SELECT count(*) AS n FROM hm_messages WHERE owner = %s", (self.owner,))
                return VectorStatus(None, 0, 0, 0, int(cur.fetchone()["n"]))
            cur.execute(
                f"SELECT count(*) AS chunks, count(DISTINCT message_id) AS messages FROM {CHUNKS}"
                " WHERE owner = %s AND embedding IS NOT NULL",
                (self.owner,),
            )
            row = cur.fetchone()
            return VectorStatus(
                current[0],
                current[1],
                int(row["chunks"]),
                int(row["messages"]),
                queued(cur, self.owner),
            )

    def vector_gate(self) -> tuple[str | None, str]:
        """``(model, "")`` when this user's search is hybrid; else ``(None, note)``, the
        note saying why when vectors were expected (turned on, or asked for in config.yaml)
        but the database cannot hold them. One small query when vectors are off."""
        with self.db.statement() as cur:
            current = model_of(cur, self.owner)
        runtime = self.vectors
        if current is None:
            if runtime.wanted is None:
                runtime.wanted = _configured(self.home)
            if not runtime.wanted:
                return None, ""
        problem = self.vector_problem()
        if problem is not None:
            return None, f"vectors unavailable: {problem[0]}. {problem[1]}"
        return (current[0], "") if current is not None else (None, "")

    def semantic_scores(self, query: str, model: str, pool: int = POOL) -> SemanticScores:
        """Cosine of ``query`` with this user's nearest messages (``model``: the one their
        vectors were made with); ``used=False`` and a note when vectors cannot run now."""
        runtime = self.vectors
        try:
            if not load_embedding_settings(self.home).enabled and runtime.embedder is None:
                return SemanticScores({}, used=False, note="vectors are switched off")
            embedder = runtime.resolve()
        except HermesMemoryError as exc:
            hint = getattr(exc, "hint", "")
            return SemanticScores({}, used=False, note=f"vectors unavailable: {exc} {hint}".strip())
        if embedder.model_name != model:
            note = (
                f"the vectors hold {model} vectors, not {embedder.model_name}'s; "
                "run `hermes-memory sessions embed` to rebuild them"
            )
            return SemanticScores({}, used=False, note=note)
        try:
            with self.db.transaction() as cur:
                pending = queued(cur, self.owner, INLINE_LIMIT + 1)
            if pending and pending <= INLINE_LIMIT and not runtime.filling:
                fill(
                    self.db.transaction, self.owner, embedder,
                    limit=INLINE_LIMIT, full=False, lock=MIGRATION_LOCK,
                )  # fmt: skip
                pending = 0
            elif pending:
                runtime.start_filling(self.db.url, self.owner, embedder)
            query_vector = embedder.embed([query])[0]
        except EmbeddingError as exc:
            return SemanticScores({}, used=False, note=f"vectors unavailable: {exc}")
        with self.db.transaction() as cur:
            found, runtime.method = nearest(cur, self.owner, as_text(query_vector), pool)
        return SemanticScores(found, used=True, pending=pending)


def _configured(home: Any) -> bool:
    """config.yaml has an ``embeddings:`` block that leaves vectors on: that team wants
    vectors, and is told when the database cannot hold them."""
    try:
        return bool(get_section("embeddings", home)) and load_embedding_settings(home).enabled
    except HermesMemoryError:
        return False
