"""The active memory provider and its status, with every secret value masked.

``provider_status`` loads plugins and briefly exposes ``.env`` to the process environment
(``env_file_overlay`` is not for concurrent use), so one lock serialises it, and the answer is
kept and refreshed in the background: the overview stays fast and no two overlays overlap.
"""

from __future__ import annotations

import logging
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hermes_memory.errors import HermesMemoryError
from hermes_memory.providers.plugins import ProviderState, env_file_overlay, provider_status
from hermes_memory.providers.redaction import redact_text
from hermes_memory.web.secrets import SecretValues, mask_settings

logger = logging.getLogger(__name__)

CACHE_SECONDS = 10.0

STATE_TEXT = {
    ProviderState.BUILTIN_ONLY: "built-in only (MEMORY.md and USER.md; no external provider)",
    ProviderState.ACTIVE: "active and available",
    ProviderState.UNAVAILABLE: "configured but not available",
    ProviderState.NOT_INSTALLED: "configured but not installed",
    ProviderState.LOAD_FAILED: "configured but failed to load",
}

_compute = threading.Lock()  # env_file_overlay must never run twice at once
_lock = threading.Lock()  # guards _cache


@dataclass
class _Cached:
    at: float
    data: dict[str, Any]
    refreshing: bool = False


_cache: dict[Path, _Cached] = {}


def _describe(home: Path, secrets: SecretValues) -> dict[str, Any]:
    with env_file_overlay(home):
        status = provider_status(home)
    data = status.as_dict()
    info = status.info
    return {
        "provider": status.provider or None,
        "state": status.state.value,
        "state_text": STATE_TEXT[status.state],
        "ok": status.state in (ProviderState.ACTIVE, ProviderState.BUILTIN_ONLY),
        "memory_enabled": status.memory_enabled,
        "user_profile_enabled": status.user_profile_enabled,
        "source": data["source"],
        "problem": secrets.scrub(
            redact_text(str(info.error or info.unavailable_reason) if info else "")
        ),
        "config": mask_settings(status.config, secrets),
        # names and whether they are set; never a value
        "env": [
            {"name": e.env_var, "set": e.is_set, "required": e.required, "secret": e.secret}
            for e in status.env
        ],
        "installed": [p.name for p in status.providers],
    }


def _refresh(home: Path, secrets: SecretValues) -> None:
    try:
        with _compute:
            data = _describe(home, secrets)
    except HermesMemoryError as exc:  # the last good answer stays; the next request retries
        logger.warning("provider status of %s: %s", home, exc)
        with _lock:
            _cache[home].refreshing = False
        return
    with _lock:
        _cache[home] = _Cached(time.monotonic(), data)


def provider_summary(home: Path, secrets: SecretValues) -> dict[str, Any]:
    """The provider block of the overview. The first call computes it; after that an answer
    older than :data:`CACHE_SECONDS` is served once more while a thread refreshes it, so no
    page waits for plugin loading."""
    with _lock:
        cached = _cache.get(home)
        if cached is not None:
            if time.monotonic() - cached.at >= CACHE_SECONDS and not cached.refreshing:
                cached.refreshing = True
                threading.Thread(target=_refresh, args=(home, secrets), daemon=True).start()
            return cached.data
    with _compute:
        data = _describe(home, secrets)
    with _lock:
        _cache[home] = _Cached(time.monotonic(), data)
    return data
