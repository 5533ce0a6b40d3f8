"""The curator at session start (skills.md §8): checked at once, run on its own thread.

When the curator is enabled, its last run is older than ``interval_hours`` and the agent
has been idle for ``min_idle_hours`` (the newest message in state.db before this session),
a run starts on a daemon thread — with the consolidation pass when ``curator.consolidate``
is on and a model is at hand. The session never waits for it and never sees it fail.
"""

from __future__ import annotations

import logging
import threading
from datetime import UTC, datetime
from pathlib import Path

from hermes_memory.errors import HermesMemoryError
from hermes_memory.llm import ChatModel
from hermes_memory.review.consolidation import consolidator_for
from hermes_memory.sessions import SessionDB
from hermes_memory.skills.curator import Curator, CuratorReport
from hermes_memory.skills.store import SkillStore

logger = logging.getLogger(__name__)


def last_activity(db: SessionDB | None) -> datetime | None:
    """When the newest session last had a message (``None`` without any)."""
    if db is None:
        return None
    try:
        rows = db.search_sessions(limit=1)
    except HermesMemoryError as exc:
        logger.warning("could not read the last activity: %s", exc)
        return None
    stamp = rows[0].get("last_active") if rows else None
    return datetime.fromtimestamp(float(stamp), UTC) if isinstance(stamp, int | float) else None


def start_curation(
    home: Path, db: SessionDB | None, model: ChatModel | None
) -> threading.Thread | None:
    """Start a due curator run in the background; the thread, or ``None`` when not due."""
    try:
        curator = Curator(SkillStore(home))
        why = curator.not_due(last_activity(db))
    except HermesMemoryError as exc:  # a broken curator: block keeps the session going
        logger.warning("the skills curator is not run: %s", exc)
        return None
    if why is not None:
        logger.debug("skills curator not due: %s", why)
        return None
    consolidator = consolidator_for(model) if curator.config.consolidate and model else None

    def run() -> CuratorReport | None:
        try:
            return curator.run(consolidator=consolidator)
        except Exception as exc:  # boundary: a background curator must never take the agent down
            logger.warning("the skills curator failed: %s", exc, exc_info=True)
            return None

    thread = threading.Thread(target=run, name="skills-curator", daemon=True)
    thread.start()
    return thread
