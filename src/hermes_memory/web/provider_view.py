"""The active memory provider and its status, with every secret value masked.

``provider_status`` loads plugins and briefly exposes ``.env`` to the process environment
(``env_file_overlay`` is not for concurrent use), so one lock serialises it and the answer is
kept for a few seconds: the overview stays fast and two requests never overlap the overlay.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

from hermes_memory.providers.plugins import ProviderState, env_file_overlay, provider_status
from hermes_memory.providers.redaction import redact_text
from hermes_memory.web.secrets import SecretValues, mask_settings

CACHE_SECONDS = 10.0

STATE_TEXT = {
    ProviderState.BUILTIN_ONLY: "built-in only (MEMORY.md and USER.md; no external provider)",
    ProviderState.ACTIVE: "active and available",
    ProviderState.UNAVAILABLE: "configured but not available",
    ProviderState.NOT_INSTALLED: "configured but not installed",
    ProviderState.LOAD_FAILED: "configured but failed to load",
}

_lock = threading.Lock()
_cache: dict[Path, tuple[float, dict[str, Any]]] = {}


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


def provider_summary(home: Path, secrets: SecretValues) -> dict[str, Any]:
    """The provider block of the overview (cached for :data:`CACHE_SECONDS`)."""
    with _lock:
        now = time.monotonic()
        cached = _cache.get(home)
        if cached is not None and now - cached[0] < CACHE_SECONDS:
            return cached[1]
        data = _describe(home, secrets)
        _cache[home] = (now, data)
        return data
