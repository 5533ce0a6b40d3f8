"""Is OpenClaw (or a Hermes agent on this home) running? (spec §5.6, [H-10]).

Matches process names and executables' base names from ``/proc`` — never any substring of
an argument — and ignores this process and its ancestors, so ``--source ~/.openclaw`` on
our own command line is not mistaken for OpenClaw. Warnings only; never blocking.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path

NAMES = ("openclaw", "clawdbot", "moltbot", "clawd", "openclaw-gateway")
PROC = Path("/proc")


def _ancestors() -> set[int]:
    seen = {os.getpid()}
    pid = os.getpid()
    while pid > 1:
        try:
            fields = (PROC / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()
            pid = int(fields[1])
        except (OSError, IndexError, ValueError):
            break
        seen.add(pid)
    return seen


def _names(pid_dir: Path) -> set[str]:
    names: set[str] = set()
    with contextlib.suppress(OSError):
        names.add((pid_dir / "comm").read_text().strip().lower())
    with contextlib.suppress(OSError):
        argv0 = (pid_dir / "cmdline").read_bytes().split(b"\0", 1)[0]
        names.add(Path(argv0.decode(errors="replace")).name.lower())
    return names


def openclaw_processes() -> list[str]:
    """``"<pid> <name>"`` for each OpenClaw-looking process (empty where /proc is absent)."""
    if not PROC.is_dir():
        return []
    skip = _ancestors()
    found: list[str] = []
    for pid_dir in PROC.iterdir():
        if not pid_dir.name.isdigit() or int(pid_dir.name) in skip:
            continue
        names = _names(pid_dir)
        hits = sorted(n for n in names if n in NAMES or n.removesuffix(".exe") in NAMES)
        if hits:
            found.append(f"{pid_dir.name} {hits[0]}")
    return sorted(found)


def _pid_of(text: str) -> int | None:
    """The pid of a pid file: a bare number, or Hermes's JSON record ``{"pid": n, …}``."""
    try:
        data = json.loads(text)
    except ValueError:
        return None
    if isinstance(data, dict):
        data = data.get("pid")
    if isinstance(data, int) and not isinstance(data, bool) and data > 0:
        return data  # 0 and negatives name process groups, never one agent
    return None


def hermes_agent_running(home: Path) -> bool:
    """True when ``<home>/gateway.pid`` names a live process."""
    try:
        pid = _pid_of((home / "gateway.pid").read_text(encoding="utf-8"))
        if pid is None:
            return False
        os.kill(pid, 0)
    except (OSError, UnicodeDecodeError):
        return False
    return True


def running_warnings(home: Path) -> list[str]:
    warnings: list[str] = []
    if processes := openclaw_processes():
        warnings.append(
            "OpenClaw appears to be running ("
            + ", ".join(processes[:5])
            + "); it may rewrite its workspace files mid-migration. Stop it first."
        )
    if hermes_agent_running(home):
        warnings.append(
            "A Hermes agent is running on this home; imported memory is written safely "
            "(the memory lock is shared) but the agent sees it only from its next session."
        )
    return warnings
