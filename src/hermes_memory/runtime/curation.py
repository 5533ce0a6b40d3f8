"""The curator at session start (skills.md §8): checked and run on its own thread.

When the curator is enabled, its last run is older than ``interval_hours`` and the agent
has been idle for ``min_idle_hours`` (the newest message in state.db before this session),
a run starts — with the consolidation pass when ``curator.consolidate`` is on and a model is
at hand. All of it, the checks included, happens on a daemon thread: the session never
waits for it and never sees it fail (a state.db it cannot read means no run).
"""

from __future__ import annotations

import logging
import threading
from datetime import UTC, datetime
from pathlib import Path

from hermes_memory.llm import ChatModel
from hermes_memory.review.consolidation import consolidator_for
from hermes_memory.sessions import SessionDB
from hermes_memory.skills.curator import Curator, CuratorReport
from hermes_memory.skills.store import SkillStore

logger = logging.getLogger(__name__)


def last_activity(db: SessionDB | None, current: str | None = None) -> datetime | None:
    """When the agent was last active: the newest session's last message (``None`` when
    there is none). The ``current`` session counts only once it has messages (a resumed
    one), not for having just started. Raises :class:`HermesMemoryError` when state.db
    cannot be read."""
    if db is None:
        return None
    for row in db.search_sessions(limit=2):
        if row.get("id") == current and not row.get("message_count"):
            continue
        stamp = row.get("last_active")
        if isinstance(stamp, int | float):
            return datetime.fromtimestamp(float(stamp), UTC)
    return None


def run_if_due(
    home: Path, db: SessionDB | None, model: ChatModel | None, current: str | None = None
) -> CuratorReport | None:
    """One curator run when it is due (cheap checks first, state.db last); else ``None``."""
    curator = Curator(SkillStore(home))
    why = curator.not_due()
    if why is None:
        why = curator.not_due(last_activity(db, current))
    if why is not None:
        logger.debug("skills curator not due: %s", why)
        return None
    consolidator = consolidator_for(model) if curator.config.consolidate and model else None
    return curator.run(consolidator=consolidator)


def start_curation(
    home: Path, db: SessionDB | None, model: ChatModel | None, current: str | None = None
) -> threading.Thread:
    """Check and (when due) run the curator on a daemon thread; the session goes on."""

    def run() -> None:
        try:
            run_if_due(home, db, model, current)
        except Exception as exc:  # boundary: a background curator must never take the agent down
            logger.warning("the skills curator did not run: %s", exc, exc_info=True)

    thread = threading.Thread(target=run, name="skills-curator", daemon=True)
    thread.start()
    return thread
