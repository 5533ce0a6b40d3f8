"""Identity and project context files read into the system prompt, threat-scanned first.

``$HERMES_HOME/SOUL.md`` replaces the default identity; project files (``AGENTS.md`` and
the like) come from a directory the caller names. Both are scanned at context scope; a
file with a finding is not loaded and a short note says so, so the model knows why.
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from pathlib import Path

from hermes_memory.curated.scanning import ScanScope, scan_for_threats

logger = logging.getLogger(__name__)

CONTEXT_FILE_NAMES = ("HERMES.md", ".hermes.md", "AGENTS.md", "CLAUDE.md", ".cursorrules")
"""Project files looked for, in this order (first found of each name is used)."""
MAX_CONTEXT_FILE_CHARS = 20_000


@dataclass(frozen=True)
class ContextFile:
    """One file's text as it enters the prompt (or the note that replaced it)."""

    name: str
    text: str
    blocked: bool = False


def blocked_note(name: str, findings: list[str]) -> str:
    return (
        f"[BLOCKED: {name} was not loaded because it matched threat pattern(s): "
        f"{', '.join(findings)}. Ask the user to review the file.]"
    )


def read_scanned(path: Path, name: str | None = None) -> ContextFile | None:
    """``path`` scanned at context scope; ``None`` when missing, unreadable or blank."""
    label = name or path.name
    try:
        text = path.read_text(encoding="utf-8-sig").strip()
    except (OSError, UnicodeDecodeError) as exc:
        if not isinstance(exc, FileNotFoundError):
            logger.warning("could not read %s: %s", path, exc)
        return None
    if not text:
        return None
    findings = scan_for_threats(text, ScanScope.CONTEXT)
    if findings:
        logger.warning("%s not loaded: threat pattern(s) %s", path, ", ".join(findings))
        return ContextFile(label, blocked_note(label, findings), blocked=True)
    if len(text) > MAX_CONTEXT_FILE_CHARS:
        text = (
            text[:MAX_CONTEXT_FILE_CHARS]
            + f"\n[… {label} truncated at {MAX_CONTEXT_FILE_CHARS:,} characters]"
        )
    return ContextFile(label, text)


def load_context_files(
    directory: str | os.PathLike[str], names: tuple[str, ...] = CONTEXT_FILE_NAMES
) -> list[ContextFile]:
    """The context files present in ``directory``, scanned, in :data:`CONTEXT_FILE_NAMES` order."""
    base = Path(directory)
    found = []
    for name in names:
        loaded = read_scanned(base / name, name)
        if loaded is not None:
            found.append(loaded)
    return found


def render_context_files(files: list[ContextFile]) -> str:
    """The context tier's file section: one ``## <name>`` heading per file."""
    if not files:
        return ""
    sections = [f"## {f.name}\n{f.text}" for f in files]
    return "# Project context\n\n" + "\n\n".join(sections)
