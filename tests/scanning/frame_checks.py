"""What the frame tests share: which frames explain a finding of a category in a text, and
which findings the local frames explain."""

from __future__ import annotations

from hermes_memory.scanning import normalize
from hermes_memory.scanning.frames import FRAMES
from hermes_memory.scanning.frames_local import local_excuse
from hermes_memory.scanning.scanner import _scan, _unique
from hermes_memory.scanning.types import Finding, ThreatCategory


def frames_on(text: str, category: ThreatCategory) -> list[str]:
    """The frames that explain a finding of ``category`` in ``text``, asked directly."""
    norm = normalize(text).text
    return [frame.name for frame in FRAMES if category in frame.excuses and frame.present(norm)]


def raw_findings(text: str) -> tuple[Finding, ...]:
    """The rules' findings on ``text`` before any frame is asked."""
    return _unique(_scan(text, normalize(text), None, 0))


def local_frames_on(text: str) -> list[tuple[str, str]]:
    """Each finding of the rules on ``text`` (before any frame) that a local frame
    (``frames_local``) explains, as (rule, local frame)."""
    norm = normalize(text)
    findings = _unique(_scan(text, norm, None, 0))
    return [
        (finding.rule, name)
        for finding in findings
        if (name := local_excuse(finding, norm.text)) is not None
    ]
