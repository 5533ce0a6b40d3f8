"""Bounded prefetch for external providers.

A remote provider's ``prefetch`` can hang on the network. It runs on its own daemon thread
and the turn waits at most ``timeout`` seconds; a call that overstays keeps running and that
provider is skipped on later turns until it returns, so a stuck backend costs one timeout,
not one per turn. Oversized results are cut down so one provider cannot bloat the request.
"""

from __future__ import annotations

import contextvars
import logging
import threading
from typing import Any

logger = logging.getLogger(__name__)

DEFAULT_PREFETCH_TIMEOUT = 8.0
DEFAULT_PREFETCH_CHAR_LIMIT = 16_000


def bound_prefetch_result(text: str, limit: int | None, *, provider_name: str) -> str:
    """``text`` cut at a line break within ``limit`` characters, with a note saying so."""
    if limit is None or len(text) <= limit:
        return text
    cut = text.rfind("\n", 0, limit)
    if cut <= 0:
        cut = limit
    omitted = len(text) - cut
    logger.warning(
        "Memory provider '%s' returned %d characters of recall; kept %d",
        provider_name,
        len(text),
        cut,
    )
    return f"{text[:cut].rstrip()}\n[… {omitted} more characters of recalled memory omitted]"


class ExternalPrefetcher:
    """Runs each external provider's prefetch on a daemon thread bounded by a timeout."""

    def __init__(self, timeout: float = DEFAULT_PREFETCH_TIMEOUT) -> None:
        if timeout <= 0:
            raise ValueError("external_prefetch_timeout must be positive")
        self.timeout = float(timeout)
        self._threads: dict[int, threading.Thread] = {}
        self._lock = threading.Lock()

    def is_busy(self, provider: Any) -> bool:
        """Whether an earlier prefetch of ``provider`` is still running."""
        with self._lock:
            thread = self._threads.get(id(provider))
            return thread is not None and thread.is_alive()

    def run(self, provider: Any, query: str, *, session_id: str = "") -> str:
        """The provider's prefetch result, ``""`` on timeout or while a stuck call runs.

        An exception raised by the provider is re-raised here for the caller to isolate.
        """
        box: dict[str, Any] = {}

        def target() -> None:
            try:
                box["value"] = provider.prefetch(query, session_id=session_id) or ""
            except BaseException as exc:  # boundary: handed to the caller's thread, re-raised
                box["error"] = exc

        context = contextvars.copy_context()
        name = str(getattr(provider, "name", type(provider).__name__))
        thread = threading.Thread(
            target=context.run, args=(target,), name=f"memory-prefetch-{name}", daemon=True
        )
        key = id(provider)
        with self._lock:
            previous = self._threads.get(key)
            if previous is not None and previous.is_alive():
                logger.debug("Memory provider '%s' prefetch still running; skipped", name)
                return ""
            self._threads[key] = thread
            thread.start()
        thread.join(self.timeout)
        if thread.is_alive():
            logger.warning(
                "Memory provider '%s' prefetch timed out after %.1fs; it is skipped until"
                " the stuck call returns",
                name,
                self.timeout,
            )
            return ""
        with self._lock:
            if self._threads.get(key) is thread:
                del self._threads[key]
        if "error" in box:
            raise box["error"]
        value = box.get("value", "")
        return value if isinstance(value, str) else str(value)
