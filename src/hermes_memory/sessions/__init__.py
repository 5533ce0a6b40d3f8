"""L2 session store: state.db (Hermes schema v17), its FTS indexes and search."""
