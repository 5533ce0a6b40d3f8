"""What the frame tests share: which frames explain a finding of a category in a text."""

from __future__ import annotations

from hermes_memory.scanning import normalize
from hermes_memory.scanning.frames import FRAMES
from hermes_memory.scanning.types import ThreatCategory


def frames_on(text: str, category: ThreatCategory) -> list[str]:
    """The frames that explain a finding of ``category`` in ``text``, asked directly."""
    norm = normalize(text).text
    return [frame.name for frame in FRAMES if category in frame.excuses and frame.present(norm)]
