"""L1 episodic memory: one record per past session in state.db, found again by similarity.

This package's facade: the record, the store, the settings and the forgetting report.
Building reads sessions through ``hermes_memory.sessions``; a model is optional and reached
through the small ``SummaryModel`` protocol.
"""

from hermes_memory.episodes.backfill import BackfillReport, backfill
from hermes_memory.episodes.forgetting import PrunedEpisode, PruneReason
from hermes_memory.episodes.injection import EXPERIENCE_HEADING, experience_block
from hermes_memory.episodes.ranking import Embedder, reciprocal_rank_fusion
from hermes_memory.episodes.record import Episode, TaskCategory
from hermes_memory.episodes.settings import EpisodeSettings, load_episode_settings
from hermes_memory.episodes.store import EpisodicMemoryStore
from hermes_memory.episodes.summary import SummaryModel

__all__ = [
    "EXPERIENCE_HEADING",
    "BackfillReport",
    "Embedder",
    "Episode",
    "EpisodeSettings",
    "EpisodicMemoryStore",
    "PruneReason",
    "PrunedEpisode",
    "SummaryModel",
    "TaskCategory",
    "backfill",
    "experience_block",
    "load_episode_settings",
    "reciprocal_rank_fusion",
]
