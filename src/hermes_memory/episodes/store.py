"""``EpisodicMemoryStore``: episodes in state.db — save, get, list, delete, search, build.

Opens the file through the session store (same WAL, locks and private permissions), adds
its own table on first use, and applies forgetting after each save. Building reads the
conversation through the sessions facade; the optional model is any ``SummaryModel``.
"""

from __future__ import annotations

import logging
import os
import sqlite3
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType

from hermes_memory.episodes import table
from hermes_memory.episodes.computed import compute_episode
from hermes_memory.episodes.forgetting import PrunedEpisode, prune
from hermes_memory.episodes.ranking import (
    Embedder,
    bm25_ranking,
    query_terms,
    reciprocal_rank_fusion,
    vector_ranking,
)
from hermes_memory.episodes.record import Episode
from hermes_memory.episodes.settings import load_episode_settings
from hermes_memory.episodes.summary import SummaryModel, summarise
from hermes_memory.episodes.transcript import conversation, session_chain
from hermes_memory.errors import EpisodeArgumentError, EpisodeError, HermesMemoryError
from hermes_memory.paths import state_db_path
from hermes_memory.sessions import SessionDB

logger = logging.getLogger(__name__)

MAX_TOP_K = 100
CANDIDATES_PER_RESULT = 4  # each ranking offers this many candidates per wanted result


def _whole(value: object, name: str, minimum: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise EpisodeArgumentError(f"{name} must be a whole number of at least {minimum}")
    return value


def _configured_embedder(db: SessionDB) -> Embedder | None:
    """The session store's embedder when vectors are on for this file and the model is
    here; None (BM25 alone) otherwise. Nothing is loaded until a vector is computed."""
    try:
        if not db.has_vector_index:
            return None
        return db.embedder
    except HermesMemoryError as exc:
        logger.info("episodes rank without vectors: %s", exc)
        return None


class EpisodicMemoryStore:
    """Episodes of past sessions, kept in the ``episodes`` table of one state.db.

    ``db_path`` defaults to ``$HERMES_HOME/state.db``; ``db`` shares an open
    :class:`SessionDB` instead (it is then not closed here). ``max_episodes`` defaults to
    ``episodes.max_episodes`` of the config.yaml beside the file; ``embedder`` adds vector
    ranking to :meth:`search_similar`; by default the session store's embedder is used when
    vectors are on for this file (``SessionDB.update_vectors`` ran), so episodes and
    messages share one model.
    """

    def __init__(
        self,
        db_path: str | os.PathLike[str] | None = None,
        *,
        db: SessionDB | None = None,
        max_episodes: int | None = None,
        embedder: Embedder | None = None,
    ) -> None:
        self._owns_db = db is None
        self.db = db if db is not None else SessionDB(db_path)
        home = Path(self.db.db_path).parent if db_path is not None or db is not None else None
        if max_episodes is None:
            max_episodes = load_episode_settings(home).max_episodes
        self.max_episodes = _whole(max_episodes, "max_episodes", 1)
        self.embedder = embedder if embedder is not None else _configured_embedder(self.db)
        # a read first: most opens find the table, and a read takes no write lock
        ready = self.db.read(table.tables_present)
        if ready is None and not self.db.read_only:
            ready = self.db.write(table.ensure_table)
        self.fts_available = bool(ready)

    @classmethod
    def for_home(cls, home: str | os.PathLike[str] | None = None) -> EpisodicMemoryStore:
        """The store of ``home``'s state.db (``$HERMES_HOME`` when None)."""
        return cls(state_db_path(home))

    # --- lifecycle ------------------------------------------------------------------

    def close(self) -> None:
        """Close the database when this store opened it. Idempotent."""
        if self._owns_db:
            self.db.close()

    def __enter__(self) -> EpisodicMemoryStore:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    # --- records ---------------------------------------------------------------------

    def save_episode(self, episode: Episode) -> None:
        """Insert or replace the session's episode, then forget down to ``max_episodes``."""
        if not isinstance(episode, Episode):
            raise EpisodeArgumentError("save_episode takes an Episode")
        if episode.embedding is None and self.embedder is not None:
            episode.embedding = self._embed(f"{episode.task_description}\n{episode.key_result}")
        limit = self.max_episodes

        def write(conn: sqlite3.Connection) -> list[PrunedEpisode]:
            table.replace(conn, episode)
            return prune(conn, limit)

        for gone in self.db.write(write):
            logger.info("forgot episode %s (%s)", gone.session_id, gone.reason.value)

    def get_episode(self, session_id: str) -> Episode | None:
        if not self._ready():
            return None
        return self.db.read(lambda conn: table.fetch(conn, session_id))

    def list_episodes(self, limit: int = 50, offset: int = 0) -> list[Episode]:
        """Newest first."""
        limit = _whole(limit, "limit", 1)
        offset = _whole(offset, "offset", 0)
        if not self._ready():
            return []
        return self.db.read(lambda conn: table.newest(conn, limit, offset))

    def count(self) -> int:
        return self.db.read(table.count) if self._ready() else 0

    def delete_episode(self, session_id: str) -> bool:
        if not self._ready():
            return False
        return bool(self.db.write(lambda conn: table.remove(conn, [session_id])))

    def prune(self, max_episodes: int | None = None) -> list[PrunedEpisode]:
        """Apply forgetting now (to ``max_episodes`` or the store's limit); what went."""
        limit = self.max_episodes if max_episodes is None else _whole(max_episodes, "max", 1)
        if not self._ready():
            return []
        return self.db.write(lambda conn: prune(conn, limit))

    # --- retrieval -------------------------------------------------------------------

    def search_similar(self, query: str, top_k: int = 5) -> list[Episode]:
        """Episodes like ``query``: BM25 (+ vectors with an embedder), fused by reciprocal
        rank, ties newer first. A query with no meaningful word returns ``[]``."""
        if not isinstance(query, str):
            raise EpisodeArgumentError("query must be text")
        top_k = min(_whole(top_k, "top_k", 1), MAX_TOP_K)
        terms = query_terms(query)
        if not terms or not self._ready():
            return []
        pool = top_k * CANDIDATES_PER_RESULT
        rankings: list[list[str]] = []
        if self.fts_available:
            rankings.append(self.db.read(lambda conn: bm25_ranking(conn, terms, pool)))
        if self.embedder is not None:
            vector = self._embed(query)
            if vector is not None:
                stored = self.db.read(table.embeddings)
                rankings.append(vector_ranking(vector, stored, pool))
        candidates = list(dict.fromkeys(sid for ranking in rankings for sid in ranking))
        times = self.db.read(lambda conn: table.created_times(conn, candidates))
        best = reciprocal_rank_fusion(rankings, created_at=times)[:top_k]
        found = self.db.read(lambda conn: table.fetch_many(conn, best))
        return [found[sid] for sid in best if sid in found]

    # --- building --------------------------------------------------------------------

    def build_episode(self, session_id: str, *, model: SummaryModel | None = None) -> Episode:
        """The episode of the conversation ``session_id`` belongs to (not saved).

        Without ``model`` every field is computed; with one, its valid fields replace the
        computed ones and a failing call changes nothing. Raises :class:`EpisodeError` for an
        unknown session or one without a user message.
        """
        if not isinstance(session_id, str) or not session_id:
            raise EpisodeArgumentError("session_id must be non-empty text")
        chain = session_chain(self.db, session_id)
        messages = conversation(self.db, chain)
        episode = compute_episode(chain[0], messages, datetime.now(UTC))
        if episode is None:
            raise EpisodeError(
                f"session {session_id} has no user message, so it gives no episode"
                " (nothing was saved)",
                session_id=session_id,
                no_user_message=True,
            )
        if model is not None:
            episode = summarise(model, episode, messages)
        return episode

    # --- internals -------------------------------------------------------------------

    def _ready(self) -> bool:
        """False only on a read-only file that has never held episodes."""
        return not self.db.read_only or self.db.read(table.table_exists)

    def _embed(self, text: str) -> list[float] | None:
        assert self.embedder is not None
        try:
            vectors = self.embedder.embed([text])
        except Exception as exc:  # boundary: a broken backend costs the vector, not the episode
            logger.warning("episode embedding failed: %s", exc)
            return None
        return [float(v) for v in vectors[0]] if vectors and vectors[0] else None
