"""The reference chat agent: ``hermes-memory chat`` over an OpenAI-compatible endpoint.

``agent.py`` holds the turn logic (a :class:`~hermes_memory.runtime.MemoryRuntime` per
session, streamed turns, the data behind slash commands); ``repl.py`` the line loop and its
formatting over a small I/O protocol; ``console.py`` the real terminal.
"""

from __future__ import annotations
