"""Episodes in the runtime: the first turn's past experience, and recording at the end.

At the first turn the task picks relevant past episodes into the system prompt (before any
model call, so the prompt is then frozen as usual), within what the curated and provider
blocks leave of the ``memory_injection`` slot. When the session really ends, a
background thread (its own connection: the runtime may close its own) builds the episode,
with the summary model when there is one, and saves it; nothing waits for it.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path

from hermes_memory.compression.tokens import rough_tokens
from hermes_memory.episodes import Episode, EpisodicMemoryStore, load_episode_settings
from hermes_memory.episodes.injection import render_experience, select_experience
from hermes_memory.errors import HermesMemoryError
from hermes_memory.llm import ChatModel
from hermes_memory.prompt import SessionPrompt
from hermes_memory.sessions import SessionDB
from hermes_memory.working import BudgetSlot, WorkingMemory

logger = logging.getLogger(__name__)


def injection_room(prompt: SessionPrompt, budget: WorkingMemory | None) -> int | None:
    """Tokens of the ``memory_injection`` slot the curated and provider blocks (and the
    skills block, once chosen) leave (None: no budget, no limit); counted as the prompt
    joins them."""
    if budget is None:
        return None
    parts = [*prompt.builder.memory_blocks(), prompt.skills_index]  # skills come before
    blocks = [part.strip() for part in parts if part and part.strip()]
    used = rough_tokens("\n\n".join(blocks)) if blocks else 0
    return budget.slot_tokens(BudgetSlot.MEMORY_INJECTION) - used


def fit_experience(episodes: list[Episode], room_tokens: int | None) -> str:
    """The block for ``episodes`` (best first) within ``room_tokens``: spec §5 drops the
    episodes first, so the least relevant go one by one; ``""`` when not even one fits."""
    for shown in range(len(episodes), 0, -1):
        text = render_experience(episodes[:shown])
        if room_tokens is None or rough_tokens(text) <= room_tokens:
            return text
    return ""


class EpisodeRecorder:
    """Starts one background recording per ended session; ``enabled`` follows
    ``episodes.enabled`` in config.yaml unless given."""

    def __init__(self, home: Path, model: ChatModel | None, *, enabled: bool | None = None) -> None:
        self.home = home
        self.model = model
        self.enabled = load_episode_settings(home).enabled if enabled is None else enabled
        self.thread: threading.Thread | None = None

    def inject(
        self,
        db: SessionDB,
        prompt: SessionPrompt,
        task: str,
        budget: WorkingMemory | None = None,
    ) -> bool:
        """Put the relevant-experience block for ``task`` into ``prompt`` (once per session)
        and store the rebuilt prompt; False when off, already done, nothing qualifies or
        nothing fits the room ``budget``'s ``memory_injection`` slot leaves."""
        if not self.enabled or prompt.experience:
            return False
        try:
            room = injection_room(prompt, budget)
            block = fit_experience(select_experience(EpisodicMemoryStore(db=db), task), room)
        except Exception as exc:  # boundary: past experience is a bonus; the turn goes on
            logger.warning("choosing past episodes failed: %s", exc)
            return False
        if not block:
            return False
        prompt.experience = block
        text = prompt.rebuild()
        if not db.read_only:
            db.update_system_prompt(prompt.session_id, text)
        return True

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
