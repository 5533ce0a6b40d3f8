"""One MiniLM window embedder for the whole test session. Each ``WindowEmbedder()`` loads
the model afresh (about a second, more on a busy machine); the tests that need the real
classifier's vectors read them from this one, loaded by whichever uses it first. What a
test checks about loading itself (a failure, a fallback, two instances agreeing) keeps its
own instance."""

from __future__ import annotations

from functools import cache

from hermes_memory.scanning.window_vectors import WindowEmbedder


@cache
def shared_embedder() -> WindowEmbedder:
    """The session's embedder (not loaded here: the classifier loads it on first use, and a
    failed load leaves it unloaded, so the next test tries again as a fresh one would)."""
    return WindowEmbedder()
