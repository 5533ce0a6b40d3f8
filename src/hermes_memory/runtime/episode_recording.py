"""Recording a session's episode when it really ends, on a background thread.

The thread opens its own connection to state.db (the runtime may close its own as it ends),
builds the episode with the summary model when there is one, saves it, and logs any
failure: the user's last turn and ``end_session`` never wait for it.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path

from hermes_memory.episodes import EpisodicMemoryStore, load_episode_settings
from hermes_memory.errors import HermesMemoryError
from hermes_memory.llm import ChatModel

logger = logging.getLogger(__name__)


class EpisodeRecorder:
    """Starts one background recording per ended session; ``enabled`` follows
    ``episodes.enabled`` in config.yaml unless given."""

    def __init__(self, home: Path, model: ChatModel | None, *, enabled: bool | None = None) -> None:
        self.home = home
        self.model = model
        self.enabled = load_episode_settings(home).enabled if enabled is None else enabled
        self.thread: threading.Thread | None = None

    def record(self, db_path: Path, session_id: str) -> threading.Thread | None:
        """Build and save the episode of ``session_id`` in the background (None when off)."""
        if not self.enabled:
            return None
        thread = threading.Thread(
            target=self._run,
            args=(db_path, session_id),
            name=f"episode-{session_id}",
            daemon=True,
        )
        self.thread = thread
        thread.start()
        return thread

    def _run(self, db_path: Path, session_id: str) -> None:
        try:
            with EpisodicMemoryStore(db_path) as store:
                store.save_episode(store.build_episode(session_id, model=self.model))
        except HermesMemoryError as exc:  # e.g. no user message: nothing to learn, say so
            logger.info("no episode recorded for %s: %s", session_id, exc)
        except Exception:  # boundary: a background job must never take the process down
            logger.exception("recording the episode of %s failed", session_id)
