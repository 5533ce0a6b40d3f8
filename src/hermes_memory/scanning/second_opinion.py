"""The second opinion the write paths ask for: the bundled classifier, one per process.

Memory writes, skill writes and the OpenClaw import call :func:`write_second_opinion`. It is
``None`` without the ``[semantic]`` extra, with ``scanning.classifier: false`` in config.yaml,
or with ``HERMES_MEMORY_SCAN_CLASSIFIER=off`` in the environment; otherwise one shared
classifier whose model (a few seconds to load) loads on its first score, not here; with
its veto over the rules' refusals (:mod:`.veto`) unless ``scanning.classifier_veto: false``.
"""

from __future__ import annotations

import os
import threading

from hermes_memory.errors import ConfigError
from hermes_memory.scanning.classifier import (
    InjectionClassifier,
    classifier_enabled,
    load_default_classifier,
    veto_enabled,
)

ENV_SWITCH = "HERMES_MEMORY_SCAN_CLASSIFIER"
_OFF = frozenset({"off", "0", "false", "no"})
_ON = frozenset({"on", "1", "true", "yes", ""})

_lock = threading.Lock()
# the process-wide classifier, and its twin without the veto once a home asks for it
_shared: list[InjectionClassifier] = []


def env_allows_classifier() -> bool:
    """False when ``HERMES_MEMORY_SCAN_CLASSIFIER`` says off; a value that is neither on nor
    off is a :class:`ConfigError`, since a typo must not silently change what is refused."""
    value = os.environ.get(ENV_SWITCH, "").strip().lower()
    if value in _OFF:
        return False
    if value in _ON:
        return True
    raise ConfigError(f"{ENV_SWITCH} must be on or off, not {value!r}", key=ENV_SWITCH)


def write_second_opinion(
    home: str | os.PathLike[str] | None = None,
) -> InjectionClassifier | None:
    """The classifier for write paths under ``home``, or ``None`` when it is off or absent.
    The instance is shared by the whole process, so its model loads once (a home that turns
    the veto off gets a twin without it, sharing the model)."""
    if not env_allows_classifier() or not classifier_enabled(home):
        return None
    veto = veto_enabled(home)
    with _lock:
        if not _shared:
            loaded = load_default_classifier(home)
            if loaded is None:
                return None
            _shared.append(loaded.with_veto(True))
        if not veto and len(_shared) == 1:
            _shared.append(_shared[0].with_veto(False))
        return _shared[0] if veto else _shared[1]
