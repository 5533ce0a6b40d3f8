"""The MCP server's read-only mode: which tools write, and the refusal they get instead.

A server whose home cannot be written (found at start, or by the first write that meets a
read-only file system) keeps serving reads — ``session_search``, the ``memory://``
resources, provider searches — and answers each writing tool with a JSON error that says
why nothing was saved, rather than failing part way through a turn.
"""

from __future__ import annotations

from hermes_memory.disk_faults import DiskFault, classify, describe
from hermes_memory.errors import HomeNotWritableError
from hermes_memory.mcp_server.schemas import END_SESSION, RECORD_TURN, START_SESSION

WRITING_TOOLS = frozenset({"memory", "skill_manage", RECORD_TURN, START_SESSION, END_SESSION})
"""Tools that always write (every ``memory`` action changes a file; the session tools
write state.db). A provider's tools decide for themselves."""


def refusal(reason: str) -> HomeNotWritableError:
    """The error a writing tool gets on a read-only server."""
    return HomeNotWritableError(
        f"This memory server is read-only: {reason}. Nothing was saved; reading still "
        "works (session_search and the memory:// resources)."
    )


def read_only_cause(exc: BaseException) -> str | None:
    """A description of the read-only file system behind ``exc`` (or what caused it);
    ``None`` when the failure was something else."""
    seen: BaseException | None = exc
    while seen is not None:
        if classify(seen) is DiskFault.READ_ONLY:
            return describe(seen)
        seen = seen.__cause__
    return None
