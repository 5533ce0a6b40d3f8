"""Backfill: build and save the episode of every stored conversation that has none yet.

A conversation without a user message is skipped (counted, not an error); one that fails to
build is counted with its reason and the run goes on. ``progress`` is called after each
session so a front-end can draw a bar; this module prints nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from hermes_memory.episodes.summary import SummaryModel
from hermes_memory.episodes.transcript import root_session_ids
from hermes_memory.errors import EpisodeError, SessionStoreError

if TYPE_CHECKING:
    from hermes_memory.episodes.store import EpisodicMemoryStore


@dataclass
class BackfillReport:
    built: list[str] = field(default_factory=list)
    already: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)  # no user message
    failed: dict[str, str] = field(default_factory=dict)  # session id -> why

    @property
    def total(self) -> int:
        return len(self.built) + len(self.already) + len(self.skipped) + len(self.failed)


def backfill(
    store: EpisodicMemoryStore,
    *,
    model: SummaryModel | None = None,
    rebuild: bool = False,
    progress: Callable[[str], None] | None = None,
) -> BackfillReport:
    """Episodes for every conversation (keyed by its root); existing ones kept unless
    ``rebuild``. ``progress(session_id)`` is called once per conversation."""
    report = BackfillReport()
    for sid in root_session_ids(store.db):
        try:
            if not rebuild and store.get_episode(sid) is not None:
                report.already.append(sid)
                continue
            episode = store.build_episode(sid, model=model)
            store.save_episode(episode)
            report.built.append(sid)
        except EpisodeError as exc:
            if exc.no_user_message:
                report.skipped.append(sid)
            else:
                report.failed[sid] = str(exc)
        except SessionStoreError as exc:
            report.failed[sid] = str(exc)
        finally:
            if progress is not None:
                progress(sid)
    return report
