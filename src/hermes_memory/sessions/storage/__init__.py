"""How state.db is kept on disk: the connection, the schema and its migrations, the FTS
layout, the write path and the side indexes' bookkeeping in ``state_meta``.

The store's operations (``sessions/``) and search (``sessions/search/``) sit on top of it.
"""
