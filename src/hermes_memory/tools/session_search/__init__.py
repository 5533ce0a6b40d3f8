"""The ``session_search`` tool: schema, argument handling and the shapes it answers with.

``tool`` checks the arguments and dispatches; ``discover`` and ``views`` (browse, scroll,
read) render the records of ``hermes_memory.sessions.search`` as Hermes's JSON; ``profiles``
finds another Hermes profile's state.db; ``schema`` holds the description the model reads.
"""

from __future__ import annotations

from hermes_memory.tools.session_search.tool import SESSION_SEARCH_SCHEMA, session_search

__all__ = ["SESSION_SEARCH_SCHEMA", "session_search"]
