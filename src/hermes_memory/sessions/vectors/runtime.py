"""Vectors at search time: which embedder a store uses, the loaded code matrix, and the
catch-up that keeps the index current as messages arrive.

The index is turned on by filling it once (``SessionDB.update_vectors`` / ``sessions
embed``); from then on each search first embeds the few messages written since (at most
``INLINE_LIMIT``, a few milliseconds), and a larger backlog is filled by one daemon thread
while searches use what is there. Writes (``record_turn``) never wait for a model.
The last ``QUERY_CACHE`` query vectors are kept: a second page of the same search, or the
same question asked again, does not run the model. ``prefetch`` starts a query's embedding
on a short-lived thread before the words are searched: torch and SQLite both release the
GIL, so on two cores the model and the lexical search overlap instead of adding up; the
same thread then runs the vector stage on the matrix as loaded, and the search takes that
answer when the matrix is unchanged by its catch-up (the usual case), else searches again.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any

from hermes_memory.embeddings import Embedder, EmbeddingSettings, open_embedder
from hermes_memory.embeddings import load_embedding_settings as _settings_of
from hermes_memory.errors import DatabaseUnavailableError, EmbeddingError, HermesMemoryError
from hermes_memory.sessions.vectors.fill import pending_count, update_vectors
from hermes_memory.sessions.vectors.matrix import POOL, CodeMatrix
from hermes_memory.sessions.vectors.quantize import as_matrix, to_codes
from hermes_memory.sessions.vectors.tables import read_state

logger = logging.getLogger(__name__)

INLINE_LIMIT = 64
"""A backlog this small is embedded inside the search that finds it (~1 ms a message)."""
QUERY_CACHE = 256
_EARLY_KEPT = 8

_SHARED: dict[EmbeddingSettings, Embedder] = {}
_SHARED_LOCK = threading.Lock()


def shared_embedder(home: Any) -> Embedder:
    """The embedder config.yaml in ``home`` asks for, one per process and setting (loading
    a model takes seconds). Raises ``EmbeddingUnavailableError`` when vectors are off."""
    settings = _settings_of(home)
    with _SHARED_LOCK:
        found = _SHARED.get(settings)
        if found is None:
            found = open_embedder(home, settings)
            _SHARED[settings] = found
        return found


@dataclass
class SemanticScores:
    """What the vector side of one search found, or why it did not run."""

    scores: dict[int, float]
    used: bool
    note: str = ""
    pending: int = 0
    """Messages not yet embedded when the search ran (being filled in the background)."""


class VectorRuntime:
    """Per-store: the embedder (configured, or set by the caller), the code matrix and the
    background filler."""

    def __init__(self, home: Any) -> None:
        self.home = home
        self.embedder: Embedder | None = None
        self.matrix: CodeMatrix | None = None
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._queries: OrderedDict[tuple[str, str], Any] = OrderedDict()
        self._running: dict[tuple[str, str], Future[Any]] = {}
        self._early: dict[tuple[str, str], Future[Any]] = {}
        """Per prefetch under way: the nearest messages it finds with the matrix's stamp."""

    def resolve(self) -> Embedder:
        if self.embedder is None:
            self.embedder = shared_embedder(self.home)
        return self.embedder

    @property
    def filling(self) -> bool:
        thread = self._thread
        return thread is not None and thread.is_alive()

    def start_filling(self, db: Any, embedder: Embedder) -> None:
        with self._lock:
            if self.filling:
                return
            self._thread = threading.Thread(
                target=_fill_quietly, args=(db, embedder), name="hermes-vectors", daemon=True
            )
            self._thread.start()

    def prefetch(self, query: str) -> None:
        """Start embedding ``query`` on its own thread; the search's :meth:`query_vector`
        waits for it. Only once the embedder is known (the first search resolves it), and
        not for a query already cached or under way."""
        embedder = self.embedder
        if embedder is None or not query.strip():
            return
        key = (embedder.model_name, query)
        with self._lock:
            if key in self._queries or key in self._running:
                return
            if len(self._running) >= QUERY_CACHE:  # errors of queries that stayed lexical
                self._running = {k: f for k, f in self._running.items() if not f.done()}
            future: Future[Any] = Future()
            self._running[key] = future
            early: Future[Any] = Future()
            self._early[key] = early
            while len(self._early) > _EARLY_KEPT:  # prefetches no search took (oldest first)
                self._early.pop(next(iter(self._early)))
        future.add_done_callback(lambda done: self._settle(key, done))
        threading.Thread(
            target=self._embed_and_search,
            args=(embedder, query, future, early),
            name="hermes-query",
            daemon=True,
        ).start()

    def _embed_and_search(
        self, embedder: Embedder, query: str, future: Future[Any], early: Future[Any]
    ) -> None:
        """The prefetch thread: the query's vector, then its nearest on the matrix as it is
        (while the words are still being searched on the caller's thread)."""
        _embed_into(embedder, query, future)
        found = None
        try:
            matrix = self.matrix
            if matrix is not None and future.exception() is None:
                vector = future.result()
                stamp = (matrix.stamp(), POOL)
                found = (stamp, matrix.nearest(vector[0], to_codes(vector)[0], POOL))
        except Exception as exc:  # boundary: the search then runs the vector stage itself
            logger.warning("the early vector search failed: %s", exc)
        finally:
            early.set_result(found)

    def query_vector(self, embedder: Embedder, query: str) -> Any:
        """``query``'s unit vector (a 1×dimension float32 array), from the cache when this
        embedder made it recently, or from the :meth:`prefetch` under way."""
        key = (embedder.model_name, query)
        with self._lock:
            found = self._queries.get(key)
            if found is not None:
                self._queries.move_to_end(key)
                return found
            running = self._running.pop(key, None)
        # a prefetch's error, if any, is raised here as if the model ran inline
        vector = running.result() if running else as_matrix(embedder.embed([query]))
        with self._lock:
            self._remember(key, vector)
        return vector

    def _remember(self, key: tuple[str, str], vector: Any) -> None:
        self._queries[key] = vector
        self._queries.move_to_end(key)
        while len(self._queries) > QUERY_CACHE:
            self._queries.popitem(last=False)

    def _settle(self, key: tuple[str, str], future: Future[Any]) -> None:
        """A finished prefetch no search took yet: its vector goes to the cache; an error
        stays for the search to raise (the model is not asked twice)."""
        with self._lock:
            if self._running.get(key) is not future or future.exception() is not None:
                return  # a search took it (or the cache was emptied meanwhile)
            del self._running[key]
            self._remember(key, future.result())

    def forget_queries(self) -> None:
        """Empty the query cache (benchmarks measure the model's cost on every query)."""
        with self._lock:
            self._queries.clear()
            self._running.clear()
            self._early.clear()

    def wait(self, timeout: float | None = None) -> None:
        """Wait for the background filler (tests and ``close``)."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)

    def scores(self, db: Any, query: str, pool: int = POOL) -> SemanticScores:
        """Cosine of ``query`` with the nearest messages; ``used=False`` (and a note) when
        this store has no vector index or vectors cannot run here."""
        state = db.read(read_state)
        if not state.exists:
            return SemanticScores({}, used=False)
        try:
            if not _settings_of(self.home).enabled and self.embedder is None:
                return SemanticScores({}, used=False, note="vectors are switched off")
            embedder = self.resolve()
        except HermesMemoryError as exc:
            hint = getattr(exc, "hint", "")
            return SemanticScores({}, used=False, note=f"vectors unavailable: {exc} {hint}".strip())
        if embedder.model_name != state.model:
            note = (
                f"the vector index holds {state.model} vectors, not {embedder.model_name}'s; "
                "run `hermes-memory sessions embed` to rebuild it"
            )
            return SemanticScores({}, used=False, note=note)
        pending = db.read(lambda conn: pending_count(conn, state.mark, INLINE_LIMIT + 1))
        try:
            if pending and not db.read_only:
                if pending <= INLINE_LIMIT and not self.filling:
                    update_vectors(db, embedder, limit=INLINE_LIMIT)
                    pending = 0
                else:
                    self.start_filling(db, embedder)
            query_vector = self.query_vector(embedder, query)
        except EmbeddingError as exc:
            return SemanticScores({}, used=False, note=f"vectors unavailable: {exc}")
        state = db.read(read_state)
        if self.matrix is None:
            self.matrix = CodeMatrix()
        matrix = self.matrix
        db.read(lambda conn: matrix.refresh(conn, state))
        with self._lock:
            under_way = self._early.pop((embedder.model_name, query), None)
        # the prefetch thread is already past the model: waiting for it beats searching twice
        early = under_way.result() if under_way is not None else None
        if early is not None and early[0] == (matrix.stamp(), pool):
            found = early[1]
        else:
            found = matrix.nearest(query_vector[0], to_codes(query_vector)[0], pool)
        return SemanticScores(found, used=True, pending=pending)


def _embed_into(embedder: Embedder, query: str, future: Future[Any]) -> None:
    try:
        future.set_result(as_matrix(embedder.embed([query])))
    except BaseException as exc:  # boundary: handed to the waiting search, raised there
        future.set_exception(exc)


def _fill_quietly(db: Any, embedder: Embedder) -> None:
    try:
        update_vectors(db, embedder)
    except DatabaseUnavailableError:
        return  # the store was closed under the filler: the next search resumes it
    except Exception as exc:  # boundary: a background thread must not die with a traceback
        logger.warning("filling the vector index stopped: %s", exc)
