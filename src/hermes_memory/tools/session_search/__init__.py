"""The ``session_search`` tool: schema, argument handling and the shapes it answers with.

``tool`` checks the arguments and dispatches; ``discover``, ``views`` (browse, scroll, read)
and ``profiles`` (another Hermes profile's state.db) build the answers; ``schema`` holds the
description the model reads. Import from here.
"""

from __future__ import annotations

from hermes_memory.tools.session_search.tool import SESSION_SEARCH_SCHEMA, session_search

__all__ = ["SESSION_SEARCH_SCHEMA", "session_search"]
