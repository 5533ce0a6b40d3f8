"""``hermes-memory doctor``: find what is wrong with a home, each problem with its fix.

Checks that private files and folders are not open to other users (``home_audit``), that
the home can be written, that config.yaml and the memory files can be read, and that
state.db passes SQLite's ``quick_check``. It only reads; the fixes are printed for the
user to run. Exit status 0 when nothing was found, 1 when something was.
"""

from __future__ import annotations

import enum
import shlex
import sqlite3
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import click

from hermes_memory.cli.common import (
    EXIT_OK,
    EXIT_REFUSED,
    echo_json,
    home_option,
    json_option,
    resolve_cli_home,
)
from hermes_memory.config import load_memory_config
from hermes_memory.curated.entries import Target
from hermes_memory.curated.files import memory_path, read_checked
from hermes_memory.disk_faults import DiskFault, write_problem
from hermes_memory.errors import ConfigError, MemoryFileUnreadableError
from hermes_memory.home_audit import find_exposed
from hermes_memory.paths import config_path, state_db_path
from hermes_memory.sessions import connect_read_only


class ProblemKind(enum.StrEnum):
    EXPOSED = "exposed"
    NOT_WRITABLE = "not_writable"
    CONFIG_UNREADABLE = "config_unreadable"
    MEMORY_UNREADABLE = "memory_unreadable"
    DATABASE_DAMAGED = "database_damaged"


@dataclass(frozen=True)
class Problem:
    kind: ProblemKind
    path: Path
    detail: str
    fix: str

    def as_dict(self) -> dict[str, str]:
        return {"kind": self.kind.value, "path": str(self.path), "detail": self.detail,
                "fix": self.fix}  # fmt: skip


def _q(path: Path) -> str:
    return shlex.quote(str(path))


def _exposed(home: Path) -> list[Problem]:
    return [Problem(ProblemKind.EXPOSED, e.path, e.describe(), e.fix) for e in find_exposed(home)]


def _writable(home: Path) -> list[Problem]:
    problem = write_problem(home)
    if problem is None:
        return []
    if problem.fault is DiskFault.READ_ONLY:
        fix = "remount it read-write, or point --home / HERMES_HOME at a writable folder"
    else:
        fix = f"chmod u+w {_q(problem.path)} (and check that you own it)"
    detail = f"cannot be written ({problem.reason}): memory writes and new sessions will fail"
    return [Problem(ProblemKind.NOT_WRITABLE, problem.path, detail, fix)]


def _config(home: Path) -> list[Problem]:
    path = config_path(home)
    try:
        load_memory_config(home)  # reads the whole file, then checks the memory settings
    except ConfigError as exc:
        unreadable = isinstance(exc.__cause__, OSError)
        fix = (
            f"chmod u+r {_q(path)}"
            if unreadable
            else f"correct the line it names, or move it aside: mv {_q(path)} {_q(path)}.bak"
        )
        return [Problem(ProblemKind.CONFIG_UNREADABLE, path, str(exc), fix)]
    return []


def _memory_files(home: Path) -> list[Problem]:
    found = []
    for target in Target:
        path = memory_path(home, target)
        try:
            read_checked(path)
        except MemoryFileUnreadableError as exc:
            fix = f"check it can be read and is UTF-8 text (file {_q(path)})"
            found.append(Problem(ProblemKind.MEMORY_UNREADABLE, path, str(exc), fix))
    return found


def _open_for_check(path: Path) -> sqlite3.Connection:
    """A connection that leaves nothing behind: a read-only one would create the WAL's
    sidecar files and could not remove them, so a writable file is opened normally (and
    only read); an unwritable one read-only."""
    if write_problem(path) is not None:
        return connect_read_only(path)
    return sqlite3.connect(path, timeout=1.0, isolation_level=None)


def _database(home: Path) -> list[Problem]:
    path = state_db_path(home)
    if not path.is_file():
        return []
    fix = (
        f"keep a copy (cp {_q(path)} {_q(path)}.broken), then salvage it: "
        f"sqlite3 {_q(path)} .recover | sqlite3 recovered.db"
    )
    try:
        conn = _open_for_check(path)
        try:
            rows = [str(row[0]) for row in conn.execute("PRAGMA quick_check")]
        finally:
            conn.close()
    except sqlite3.Error as exc:
        return [Problem(ProblemKind.DATABASE_DAMAGED, path, f"cannot be checked: {exc}", fix)]
    if rows == ["ok"]:
        return []
    detail = "fails quick_check: " + "; ".join(rows[:3]) + (" …" if len(rows) > 3 else "")
    return [Problem(ProblemKind.DATABASE_DAMAGED, path, detail, fix)]


def diagnose(home: Path) -> list[Problem]:
    """Every problem found in ``home`` (an empty list when it is healthy)."""
    if not home.is_dir():
        return []
    return [
        *_exposed(home),
        *_writable(home),
        *_config(home),
        *_memory_files(home),
        *_database(home),
    ]


def _render(home: Path, problems: list[Problem]) -> None:
    if not problems:
        click.echo(f"No problems found in {home}.")
        return
    click.echo(f"Checked {home}:")
    for problem in problems:
        click.echo(f"  ✗ {problem.path}: {problem.detail}")
        click.echo(f"      fix: {problem.fix}")
    click.echo(f"{len(problems)} problem(s) found.")


@click.command("doctor")
@json_option
@home_option
def doctor(as_json: bool, home: Path | None) -> None:
    """Check the home for files other users can read, a home that cannot be written,
    an unreadable config.yaml or memory file, and a damaged state.db; print each fix.

    Exit status: 0 when no problem was found, 1 when at least one was.
    """
    path = resolve_cli_home(home)
    problems = diagnose(path)
    if as_json:
        data: dict[str, Any] = {
            "home": str(path),
            "exists": path.is_dir(),
            "ok": not problems,
            "problems": [p.as_dict() for p in problems],
        }
        echo_json(data)
    elif not path.is_dir():
        click.echo(f"No home at {path} yet: nothing to check.")
    else:
        _render(path, problems)
    sys.exit(EXIT_REFUSED if problems else EXIT_OK)
