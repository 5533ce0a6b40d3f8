"""The vector index in state.db: chunking, our own tables, filling (resumable), the
in-memory code matrix and the search-time runtime. Hybrid ranking is in ``sessions/search``.

Nothing here imports numpy or a model until a vector is actually handled.
"""

from hermes_memory.sessions.vectors.chunking import EMBEDDED_ROLES, chunk_text, message_text
from hermes_memory.sessions.vectors.fill import Progress, pending_count, update_vectors
from hermes_memory.sessions.vectors.matrix import POOL, CodeMatrix
from hermes_memory.sessions.vectors.runtime import (
    INLINE_LIMIT,
    SemanticScores,
    VectorRuntime,
    shared_embedder,
)
from hermes_memory.sessions.vectors.tables import IndexState, index_exists, read_state

__all__ = [
    "EMBEDDED_ROLES",
    "INLINE_LIMIT",
    "POOL",
    "CodeMatrix",
    "IndexState",
    "Progress",
    "SemanticScores",
    "VectorRuntime",
    "chunk_text",
    "index_exists",
    "message_text",
    "pending_count",
    "read_state",
    "shared_embedder",
    "update_vectors",
]
