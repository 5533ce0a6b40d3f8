"""The ``episodes_search`` tool: "have we done this before?" over the episode store.

``schema`` holds the text the model reads; ``tool`` checks arguments, runs
``EpisodicMemoryStore.search_similar`` and renders the hits as Hermes-style JSON.
"""

from __future__ import annotations

from hermes_memory.tools.episodes_search.schema import EPISODES_SEARCH_SCHEMA
from hermes_memory.tools.episodes_search.tool import episodes_search

__all__ = ["EPISODES_SEARCH_SCHEMA", "episodes_search"]
